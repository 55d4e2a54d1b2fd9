import { afterAll, beforeAll, describe } from "vitest"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"

/**
 * One real server per dialect and file: each suite runs on SQLite, and again on PostgreSQL when
 * `LEADFLOW_PG_URL` is set. `api` drives the server with fetch as the account's client.
 */

export interface Reply {
  readonly status: number
  // Tests read whatever JSON the server answered.
  readonly body: Json
}

/** A JSON value as tests read it. */
export type Json = null | boolean | number | string | Array<Json> | { [key: string]: Json } | undefined

export interface Client {
  readonly get: (path: string) => Promise<Reply>
  readonly post: (path: string, body?: unknown) => Promise<Reply>
  readonly put: (path: string, body: unknown) => Promise<Reply>
  readonly del: (path: string) => Promise<Reply>
}

export const client = (url: string, auth: string | undefined): Client => {
  const call = async (method: string, path: string, body?: unknown): Promise<Reply> => {
    const headers: Record<string, string> = {}
    if (auth !== undefined) headers["authorization"] = auth
    if (body !== undefined) headers["content-type"] = "application/json"
    const res = await fetch(`${url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
    const text = await res.text()
    return { status: res.status, body: text === "" ? undefined : (JSON.parse(text) as Json) }
  }
  return {
    get: (path) => call("GET", path),
    post: (path, body) => call("POST", path, body),
    put: (path, body) => call("PUT", path, body),
    del: (path) => call("DELETE", path)
  }
}

export interface Harness {
  readonly server: TestServer
  /** The account's client. */
  readonly api: Client
  /** A client without a key. */
  readonly anonymous: Client
}

const dialects: ReadonlyArray<{ readonly dialect: Dialect; readonly skip: boolean }> = [
  { dialect: "sqlite", skip: false },
  { dialect: "postgres", skip: !postgresAvailable }
]

export const suite = (name: string, body: (harness: () => Harness) => void): void => {
  for (const { dialect, skip } of dialects)
    describe.skipIf(skip)(`${name} (${dialect})`, () => {
      let current: Harness | undefined
      beforeAll(async () => {
        const server = await startTestServer({ dialect })
        current = { server, api: client(server.url, server.auth), anonymous: client(server.url, undefined) }
      })
      afterAll(async () => {
        await current?.server.close()
      })
      body(() => {
        if (current === undefined) throw new Error("server not started")
        return current
      })
    })
}

/** A member of a JSON object reply. */
export const member = (json: Json, key: string): Json =>
  typeof json === "object" && json !== null && !Array.isArray(json) ? json[key] : undefined

export const asArray = (json: Json): Array<Json> => (Array.isArray(json) ? json : [])

/** A minimal valid flow whose source is the account entity. */
export const minimalFlow = (accountId: string, overrides: Record<string, unknown> = {}) => ({
  name: "Test flow",
  enabled: true,
  fields: ["first_name", "email"],
  sources: [{ entity: { id: accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
  steps: [],
  ...overrides
})
