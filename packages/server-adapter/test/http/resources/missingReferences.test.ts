import { SqlClient } from "@effect/sql"
import { Deferred, Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Documents } from "../../../src/storage/Documents.js"
import { deployFlow } from "../../../src/storage/FlowVersions.js"
import { makeFlowLoader } from "../../../src/submission/CompiledFlowLoader.js"
import { withReferenceLock } from "../../../src/storage/ReferenceLock.js"
import { postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { client, member, minimalFlow, type Reply, suite } from "./harness.js"

/**
 * A list or entity deleted under a deployed flow: `DELETE /lists/{id}` and `DELETE /entities/{id}`
 * refuse while a flow uses them, but one deleted in the database, or by a delete racing a save and
 * deploy of a flow that starts using it, is gone under the flow. The flow then takes no leads, each
 * an `error` naming what is missing (as for a field): a list check or list lookup of a list that
 * is gone would find nothing and let through every lead it should stop.
 */

const onList = (lhv: string) => ({
  type: "filter",
  id: "onlst1",
  outcome: "failure",
  reason: "Suppressed",
  rule_set: { op: "and", rules: [{ lhv, op: "is true" }] }
})

suite("references deleted under a deployed flow", (h) => {
  /** A list with the given values; its id. */
  const listWith = async (name: string, values: ReadonlyArray<string>) => {
    const created = await h().api.post("/lists", { name })
    expect(created.status).toBe(201)
    const id = String(member(created.body, "id"))
    expect((await h().api.post(`/lists/${id}/items`, { items: values })).status).toBe(200)
    return id
  }
  /** A flow saved and deployed through the API (no errors); its id. */
  const deployed = async (overrides: Record<string, unknown>) => {
    const created = await h().api.post("/flows", minimalFlow(h().server.accountId, overrides))
    expect(created.status).toBe(201)
    expect(member(created.body, "errors")).toBeUndefined()
    const id = String(member(created.body, "id"))
    expect((await h().api.post(`/flows/${id}/deploy`)).status).toBe(200)
    return id
  }
  const submit = async (flowId: string, email: string, sourceId = h().server.accountId) => {
    const res = await fetch(`${h().server.url}/flows/${flowId}/sources/${sourceId}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email })
    })
    return (await res.json()) as Record<string, unknown>
  }
  /** Deleted as `DELETE /lists/{id}` does, without its check (in the database, or racing a deploy). */
  const deleteListInStorage = (id: string, name: string) =>
    h().server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.zipRight(
          sql`DELETE FROM suppression_lists WHERE account_id = ${h().server.accountId} AND list = ${name}`,
          sql`DELETE FROM lists WHERE account_id = ${h().server.accountId} AND id = ${id}`
        )
      )
    )
  // The submission path revalidates a compiled flow within a second.
  const afterRevalidation = () => new Promise((done) => setTimeout(done, 1_200))

  it("a list check's list deleted under the flow: each lead an error naming it, never let through", async () => {
    const listId = await listWith("Runtime DNC", ["blocked@example.com"])
    const flowId = await deployed({
      list_checks: { dnc: { list_name: "Runtime DNC", value: "{{lead.email}}" } },
      steps: [onList("suppressionlist.is_dnc")]
    })
    expect(await submit(flowId, "blocked@example.com")).toMatchObject({ outcome: "failure", reason: "Suppressed" })
    expect(await submit(flowId, "fine@example.com")).toMatchObject({ outcome: "success" })

    await deleteListInStorage(listId, "runtime_dnc")
    await afterRevalidation()
    const after = await submit(flowId, "blocked@example.com")
    expect(after["outcome"]).toBe("error")
    expect(String(after["reason"])).toContain('list_checks.dnc.list_name: The account has no list "runtime_dnc"')
    // The draft reports it too, and cannot be deployed until the list is back or the check goes.
    expect(member(member((await h().api.get(`/flows/${flowId}`)).body, "errors"), "list_checks.dnc.list_name")).toEqual([
      expect.stringContaining('no list "runtime_dnc"')
    ])
    expect((await h().api.post(`/flows/${flowId}/deploy`)).status).toBe(422)

    // Made again (empty): the flow runs again, reading the new list.
    expect((await h().api.post("/lists", { name: "Runtime DNC" })).status).toBe(201)
    await afterRevalidation()
    expect(await submit(flowId, "blocked@example.com")).toMatchObject({ outcome: "success" })
  })

  it("a suppression list step's list deleted under the flow: each lead an error naming the step's list", async () => {
    const listId = await listWith("Runtime Customers", ["known@example.com"])
    const flowId = await deployed({
      steps: [
        {
          type: "recipient",
          id: "qry001",
          entity: { id: h().server.accountId },
          integration: {
            module_id: "leadflow-suppressionlist.outbound.query_item",
            mappings: [
              { property: "list_name", value: "Runtime Customers" },
              { property: "values", value: "{{lead.email}}" }
            ]
          }
        },
        onList("suppressionlist.query_item.found")
      ]
    })
    expect(await submit(flowId, "known@example.com")).toMatchObject({ outcome: "failure", reason: "Suppressed" })

    await deleteListInStorage(listId, "runtime_customers")
    await afterRevalidation()
    const after = await submit(flowId, "known@example.com")
    expect(after["outcome"]).toBe("error")
    expect(String(after["reason"])).toContain('steps.0.integration.mappings.0.value: The account has no list "runtime_customers"')
  })

  it("a list not made yet that another flow's deployed step writes: the reader runs while that flow's draft no longer writes it", async () => {
    // The writer's step never runs here (its rule never passes), so the list is not made yet.
    const adder = {
      type: "recipient",
      id: "add001",
      entity: { id: h().server.accountId },
      rule_set: { op: "and", rules: [{ lhv: "lead.email", op: "is equal to", rhv: "nobody@example.com" }] },
      integration: {
        module_id: "leadflow-suppressionlist.outbound.add_item",
        mappings: [
          { property: "list_name", value: "Sold Later" },
          { property: "values", value: "{{lead.email}}" }
        ]
      }
    }
    const writerBody = minimalFlow(h().server.accountId, { name: "Writer", steps: [adder] })
    const writerId = await deployed(writerBody)
    const readerId = await deployed({ name: "Reader", list_checks: { duplicate: { list_name: "Sold Later", value: "{{lead.email}}" } } })
    // The writer's draft drops the step; its deployed version still writes the list.
    expect((await h().api.put(`/flows/${writerId}`, { ...writerBody, steps: [] })).status).toBe(200)
    // Any change to the account's lists compiles its flows again.
    expect((await h().api.post("/lists", { name: "Unrelated" })).status).toBe(201)
    await afterRevalidation()
    expect(await submit(readerId, "a@example.com")).toMatchObject({ outcome: "success" })
  })

  it("a compile reads the account's flows (what their steps write) only for a flow naming a list the account does not have", async () => {
    // Each compile reading every flow of the account made a list created (a new stamp) cost the
    // account's recompiles the square of its flow count.
    await listWith("Compiled List", ["x@example.com"])
    const flowId = await deployed({ list_checks: { dnc: { list_name: "Compiled List", value: "{{lead.email}}" } } })
    const loaded = await h().server.run(
      Effect.gen(function* () {
        const documents = yield* Documents
        const noFlows: typeof documents = {
          ...documents,
          list: (table, accountId, options) => (table === "flows" ? Effect.dieMessage("the account's flows were read") : documents.list(table, accountId, options))
        }
        const load = yield* Effect.provideService(makeFlowLoader, Documents, noFlows)
        return yield* load(flowId, undefined)
      })
    )
    expect(loaded?.kind).toBe("flow")
    expect(loaded?.kind === "flow" ? loaded.compiled.blocked : "not a flow").toBeUndefined()
  })

  it("a source's entity deleted under the flow: each lead an error naming the entity", async () => {
    const created = await h().api.post("/entities", { name: "Runtime seller", source: "seller", recipient: null, module_ids: [] })
    expect(created.status).toBe(201)
    const entityId = String(member(created.body, "id"))
    const flowId = await deployed({
      sources: [{ entity: { id: entityId }, integration: { module_id: "leadflow-standard.inbound" } }]
    })
    expect(await submit(flowId, "a@example.com", entityId)).toMatchObject({ outcome: "success" })
    // Deleted as `DELETE /entities/{id}` does, without its check.
    await h().server.run(Effect.flatMap(Documents, (documents) => documents.remove("entities", h().server.accountId, entityId)))
    await afterRevalidation()
    const after = await submit(flowId, "b@example.com", entityId)
    expect(after["outcome"]).toBe("error")
    expect(String(after["reason"])).toContain(`sources.0.entity.id: Unknown entity ${entityId}`)
  })
})

/**
 * The race itself, on PostgreSQL (where separate connections interleave): a deploy of a flow that
 * starts reading a list, made while a `DELETE /lists/{id}` is between its check (no flow uses the
 * list) and its delete. Both take the account's reference lock, so the delete's check runs after
 * the deploy and sees the flow. Here the deploy is the test's own transaction holding the lock.
 */
describe.skipIf(!postgresAvailable)("a list delete racing a deploy (postgres)", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect: "postgres" })
  })
  afterAll(async () => {
    await server?.close()
  })

  /** Whether a session waits for an advisory lock (the delete, queued behind the deploy). */
  const advisoryWaiters = () =>
    server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ readonly n: unknown }>`SELECT COUNT(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`)
    )

  /**
   * A deploy of `body` (as flow `flowId`) in a transaction holding the lock, while `remove` runs:
   * the delete's answer, once the deploy committed.
   */
  const racing = async (flowId: string, body: Record<string, unknown>, remove: () => Promise<Reply>) => {
    const written = Effect.runSync(Deferred.make<void>())
    const release = Effect.runSync(Deferred.make<void>())
    const deploying = server.run(
      withReferenceLock(
        server.accountId,
        Effect.gen(function* () {
          yield* Effect.flatMap(Documents, (documents) => documents.insert("flows", server.accountId, flowId, { ...body, id: flowId }, Date.now()))
          yield* deployFlow(server.accountId, flowId)
          yield* Deferred.succeed(written, undefined)
          yield* Deferred.await(release)
        })
      )
    )
    await Effect.runPromise(Deferred.await(written))
    const deleting = remove()
    // Until the delete waits for the lock (it never does without one: then it runs its check now).
    for (let i = 0; i < 50 && Number((await advisoryWaiters())[0]?.n) === 0; i++) await new Promise((done) => setTimeout(done, 100))
    Effect.runSync(Deferred.succeed(release, undefined))
    await deploying
    return deleting
  }

  it("a list delete waits for the deploy, then sees the flow: 409, and the list stays", async () => {
    const api = client(server.url, server.auth)
    const created = await api.post("/lists", { name: "Raced List" })
    expect(created.status).toBe(201)
    const listId = String(member(created.body, "id"))
    const flowId = "6f00000000000000000000e1"
    const body = minimalFlow(server.accountId, { list_checks: { dnc: { list_name: "Raced List", value: "{{lead.email}}" } } })
    const refused = await racing(flowId, body, () => api.del(`/lists/${listId}`))
    expect(refused.status).toBe(409)
    expect(String(member(refused.body, "error"))).toContain(flowId)
    expect((await api.get(`/lists/${listId}`)).status).toBe(200)
  })

  it("an entity delete waits for the deploy, then sees the flow: 409, and the entity stays", async () => {
    const api = client(server.url, server.auth)
    const created = await api.post("/entities", { name: "Raced seller", source: "seller", recipient: null, module_ids: [] })
    expect(created.status).toBe(201)
    const entityId = String(member(created.body, "id"))
    const flowId = "6f00000000000000000000e2"
    const body = minimalFlow(server.accountId, { sources: [{ entity: { id: entityId }, integration: { module_id: "leadflow-standard.inbound" } }] })
    const refused = await racing(flowId, body, () => api.del(`/entities/${entityId}`))
    expect(refused.status).toBe(409)
    expect(String(member(refused.body, "error"))).toContain(flowId)
    expect((await api.get(`/entities/${entityId}`)).status).toBe(200)
  })
})
