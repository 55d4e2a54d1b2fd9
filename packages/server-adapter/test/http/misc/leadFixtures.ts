import { withAccountPorts } from "../../../src/accounts/AccountPorts.js"
import { Engine, Flow, type SubmitResult } from "@leadflow/core"
import { Clock, Effect, Schema } from "effect"
import { randomBytes } from "node:crypto"
import { Documents } from "../../../src/storage/Documents.js"
import { deployFlow } from "../../../src/storage/FlowVersions.js"
import type { TestServer } from "../TestServer.js"

/** Test data shared by the counters, feedback and misc suites: flows stored as documents, leads run through the engine. */

export const objectId = (): string => randomBytes(12).toString("hex")

export const leadFields = [
  { id: "first_name", type: "first_name" },
  { id: "last_name", type: "last_name" },
  { id: "email", type: "email" },
  { id: "phone_1", type: "phone" },
  { id: "city", type: "city" },
  { id: "state", type: "state" }
] as const

/** Store and deploy a flow document in `accountId` (default: the server's first account); returns its id. */
export const storeFlow = async (
  server: TestServer,
  body: Record<string, unknown>,
  accountId: string = server.accountId
): Promise<string> => {
  const id = typeof body["id"] === "string" ? body["id"] : objectId()
  await server.run(
    Effect.gen(function* () {
      const documents = yield* Documents
      const now = yield* Clock.currentTimeMillis
      yield* documents.insert("flows", accountId, id, { ...body, id }, now)
      yield* deployFlow(accountId, id)
    })
  )
  return id
}

/** Run one lead through a stored flow body with the server's services (events and counters land in its database). */
export const runLead = (
  server: TestServer,
  flow: Record<string, unknown>,
  sourceId: string,
  data: Record<string, unknown>,
  accountId: string = server.accountId
): Promise<SubmitResult> => {
  const compiled = Engine.compile(Schema.decodeUnknownSync(Flow)(flow), leadFields)
  return server.run(withAccountPorts(accountId, Engine.submit(compiled, { sourceId, data, account: { id: accountId, name: "Test" } })))
}

/** Ping through a stored flow body (counts ping limits). */
export const runPing = (
  server: TestServer,
  flow: Record<string, unknown>,
  sourceId: string,
  data: Record<string, unknown>,
  accountId: string = server.accountId
) => {
  const compiled = Engine.compile(Schema.decodeUnknownSync(Flow)(flow), leadFields)
  return server.run(withAccountPorts(accountId, Engine.ping(compiled, { sourceId, data, account: { id: accountId, name: "Test" } })))
}

export const json = async (res: Response): Promise<unknown> => res.json() as Promise<unknown>
