import { parseArgs } from "node:util"
import { parsePort, portRule } from "../server/Port.js"
import { serveHelp } from "./Help.js"
import { fail } from "./Usage.js"

/** The flags of `leadflow serve`, checked before the server's modules load. */
export interface ServeFlags {
  readonly port: number | undefined
  readonly values: {
    readonly host?: string | undefined
    readonly db?: string | undefined
    readonly "api-key"?: string | undefined
    readonly "public-url"?: string | undefined
  }
}

/** The flags, or `"help"` for `--help`; throws a `UsageError` for a flag it does not know or a bad port. */
export const parseServeFlags = (args: ReadonlyArray<string>): ServeFlags | "help" => {
  const { values } = parseArgs({
    args: [...args],
    options: {
      port: { type: "string" },
      host: { type: "string" },
      db: { type: "string" },
      "api-key": { type: "string" },
      "public-url": { type: "string" },
      help: { type: "boolean", short: "h" }
    },
    strict: true
  })
  if (values.help === true) return "help"
  // The rule of PORT (`parsePort`): `Number()` alone took "" as 0, "0x1F90" as 8080 and "1e0" as 1.
  const port = values.port === undefined ? undefined : parsePort(values.port)
  if (values.port !== undefined && port === undefined)
    fail(`--port must be ${portRule}, got ${JSON.stringify(values.port)}`, serveHelp)
  return { port, values }
}
