import { join, resolve } from "node:path"
import { distIsCurrent } from "../../../../test/builtPackages.js"

/**
 * How the CLI tests run `leadflow`: Node's arguments before the command's own.
 *
 * The built bin (`dist/cli/main.js`, what `npm install` builds and a user runs) when every
 * workspace package's dist/ is newer than its sources, as on a fresh clone after `npm install`
 * (CI). Otherwise the sources through tsx, so a test never runs code older than what was edited.
 * A process from the sources compiles them as it loads: about 5–8 s to start here against 3 s
 * for the bin, and these tests start dozens of processes. `LEADFLOW_TEST_CLI=source` forces the
 * sources.
 */
const packages = resolve(import.meta.dirname, "../../..")
const builtPackages = ["types", "core", "api", "integrations", "server-adapter"].map((name) => join(packages, name))

export const runsBuiltBin: boolean = process.env["LEADFLOW_TEST_CLI"] !== "source" && distIsCurrent(builtPackages)

export const leadflowArgs: ReadonlyArray<string> = runsBuiltBin
  ? [join(packages, "server-adapter/dist/cli/main.js")]
  : ["--conditions=source", "--import", "tsx", join(packages, "server-adapter/src/cli/main.ts")]
