import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { randomBytes } from "node:crypto"
import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { expect } from "vitest"
import { readLeadEvents } from "../../../src/storage/SqlEventStore.js"
import { eventsWithShared, storedEvent, storedParts } from "../../../src/storage/SharedVars.js"
import type { TestServer } from "../TestServer.js"

/** Helpers for the cross-account tests: a recording loopback server, API calls as one account, "same as missing" checks. */

export const freshId = (): string => randomBytes(12).toString("hex")
/** A value no generator produces by chance, to look for in everything another account can see. */
export const marker = (label: string): string => `${label}-${randomBytes(8).toString("hex")}`

export interface Recorded {
  readonly method: string
  readonly url: string
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

export interface Recorder {
  readonly url: string
  readonly received: Array<Recorded>
  /** Everything received, headers (Basic credentials decoded) and bodies, as one text to search. */
  readonly everything: () => string
  readonly close: () => Promise<void>
}

const decodedBasic = (header: string | undefined): string =>
  header?.toLowerCase().startsWith("basic ") === true ? Buffer.from(header.slice(6), "base64").toString("utf8") : ""

/** A loopback buyer that records each request whole and accepts every lead. */
export const startRecorder = async (): Promise<Recorder> => {
  const received: Array<Recorded> = []
  const server: Server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") })
      const body = JSON.stringify({ outcome: "success", price: 1 })
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) })
      res.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    everything: () =>
      received
        .map((r) => `${r.method} ${r.url}\n${JSON.stringify(r.headers)}\n${decodedBasic(r.headers.authorization)}\n${r.body}`)
        .join("\n"),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}

export interface Answer {
  readonly status: number
  readonly text: string
  readonly json: unknown
}

/** One API call as the account whose Authorization header is `auth` (null: none). */
export const callApi = async (
  server: TestServer,
  auth: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {}
): Promise<Answer> => {
  const all: Record<string, string> = { ...headers }
  if (auth !== null) all["authorization"] = auth
  if (body !== undefined) all["content-type"] = "application/json"
  const res = await fetch(`${server.url}${path}`, { method, headers: all, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  const text = await res.text()
  let json: unknown = undefined
  try {
    json = text === "" ? undefined : JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: res.status, text, json }
}

/** `answer` with every 24-hex id and every ISO time replaced, so two answers about different ids compare. */
export const normalized = (answer: Pick<Answer, "status" | "text">): { status: number; text: string } => ({
  status: answer.status,
  text: answer.text
    .replace(/[0-9a-fA-F]{24}/g, "<id>")
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "<time>")
    .replace(/"(ms|overhead_ms|total_ms|wait_ms|lag_ms)":\d+/g, '"$1":0')
})

/**
 * What `request` answers for another account's record is exactly what it answers for a record
 * that does not exist: same status, same body once the ids are set aside.
 */
export const expectSameAsMissing = async (
  request: (id: string) => Promise<Answer>,
  foreignId: string,
  label: string = foreignId
): Promise<Answer> => {
  const foreign = await request(foreignId)
  const missing = await request(freshId())
  expect(normalized(foreign), label).toEqual(normalized(missing))
  return foreign
}

/** Every stored event of an account, as one text to search. */
export const accountEventsText = (server: TestServer, accountId: string): Promise<string> =>
  server.run(
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql<{ body: unknown; shared_vars: unknown; template: unknown }>`SELECT body, ${storedParts(sql)} FROM ${eventsWithShared(sql)} WHERE account_id = ${accountId}`.pipe(
        Effect.map((rows) => rows.map((row) => JSON.stringify(storedEvent(row))).join("\n"))
      )
    )
  )

export interface StepEvent {
  readonly type: string
  readonly step_id?: string
  readonly outcome?: string
  readonly reason?: string | null
  readonly appended?: Record<string, unknown>
  readonly [key: string]: unknown
}

/** The events of one lead of `accountId`, bodies as objects. */
export const leadEvents = async (server: TestServer, accountId: string, leadId: string): Promise<ReadonlyArray<StepEvent>> => {
  const stored = await server.run(readLeadEvents(accountId, leadId))
  return stored.map((event) => ({ ...(event.body as Record<string, unknown>), type: event.type }) as StepEvent)
}

/** POST a JSON lead to a flow's source; the answer and the lead id (when one was made). */
export const submitLead = async (
  server: TestServer,
  flowId: string,
  sourceId: string,
  lead: Record<string, unknown>,
  headers: Record<string, string> = {}
): Promise<Answer & { leadId: string | undefined }> => {
  const res = await fetch(`${server.url}/flows/${flowId}/sources/${sourceId}/submit`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(lead)
  })
  const text = await res.text()
  let json: unknown = undefined
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  const leadId = (json as { lead?: { id?: unknown } } | undefined)?.lead?.id
  return { status: res.status, text, json, leadId: typeof leadId === "string" ? leadId : undefined }
}
