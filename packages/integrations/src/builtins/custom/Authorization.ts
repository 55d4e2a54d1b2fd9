/**
 * HTTP Basic authentication: from a stored `user` credential (`credential_id`, looked up by the
 * engine into `vars.credential`) or else from `basic_username` / `basic_password`.
 */
import { plain } from "./Normalize.js"
import { isRecord } from "./OwnKeys.js"

// Secrets are sent exactly as given: no trimming.
const secretText = (value: unknown): string | undefined => {
  const v = plain(value)
  if (typeof v === "string") return v
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return String(v)
  return undefined
}

const basic = (username: string, password: string): string =>
  `Basic ${Buffer.from(`${username}:${password}`, "utf8").toString("base64")}`

/** The Authorization header value, or undefined when no credentials are given. */
export const authorization = (vars: Readonly<Record<string, unknown>>): string | undefined => {
  const credential = vars["credential"]
  if (isRecord(credential) && credential["type"] === "user") {
    const username = secretText(credential["username"])
    if (username !== undefined) return basic(username, secretText(credential["password"]) ?? "")
  }
  const username = secretText(vars["basic_username"])
  const password = secretText(vars["basic_password"])
  if ((username === undefined || username === "") && (password === undefined || password === "")) return undefined
  return basic(username ?? "", password ?? "")
}
