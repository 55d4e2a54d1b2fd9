import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

/** The absolute path of the built console (index.html and assets/), to serve as static files. */
export const consoleRoot = join(dirname(fileURLToPath(import.meta.url)), "dist")
