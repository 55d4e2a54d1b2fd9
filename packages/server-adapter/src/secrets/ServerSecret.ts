import { Context, type Redacted } from "effect"
import type { SecretSource } from "./SecretKey.js"

/**
 * The server's resolved secret (option, `LEADFLOW_SECRET` or the SQLite key file), for other
 * features that need a stable key of their own: derive one from it with HKDF and a distinct
 * `info`, never use it as is, so no two uses share a key.
 */
export class ServerSecret extends Context.Tag("@leadflow/server-adapter/ServerSecret")<
  ServerSecret,
  { readonly secret: Redacted.Redacted<string>; readonly source: SecretSource }
>() {}
