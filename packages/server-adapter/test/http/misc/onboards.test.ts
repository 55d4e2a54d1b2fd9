import { Clock, Effect, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Documents } from "../../../src/storage/Documents.js"
import { postgresAvailable, startTestServer, type Dialect, type TestServer } from "../TestServer.js"
import { objectId } from "./leadFixtures.js"

interface Onboard {
  readonly id: string
  readonly [key: string]: unknown
}

const suite = (dialect: Dialect) => () => {
  let server: TestServer
  let inviter: { accountId: string; auth: string }
  const request = (method: string, path: string, body?: unknown, auth = server.auth) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: auth, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })

  /** An invitation document of the inviting account. */
  const invite = (body: Record<string, unknown>): Promise<string> => {
    const id = objectId()
    return server
      .run(
        Effect.gen(function* () {
          const documents = yield* Documents
          yield* documents.insert("invitations", inviter.accountId, id, body, yield* Clock.currentTimeMillis)
        })
      )
      .then(() => id)
  }

  beforeAll(async () => {
    server = await startTestServer({ dialect })
    inviter = await server.createAccount("Inviter")
  })
  afterAll(() => server?.close())

  it("creates an onboard from another account's invitation, with a minimal flow for the connection", async () => {
    const connection = objectId()
    const invitation = await invite({ email: "buyer@example.com", connection_id: connection })
    const res = await request("POST", "/onboards", { invitation_id: invitation })
    expect(res.status).toBe(201)
    const onboard = (await res.json()) as Onboard
    expect(onboard).toMatchObject({
      invitation_id: invitation,
      account_id: server.accountId,
      connection_id: connection,
      status: "created",
      flow_id: expect.stringMatching(/^[0-9a-f]{24}$/)
    })
    expect(onboard.id).toMatch(/^[0-9a-f]{24}$/)
    expect(Date.parse(onboard["created_at"] as string)).not.toBeNaN()
    const flow = await server.run(Effect.flatMap(Documents, (d) => d.get("flows", server.accountId, onboard["flow_id"] as string)))
    expect(Option.getOrThrow(flow).body).toMatchObject({ enabled: true, fields: [], sources: [], steps: [] })
    const read = await request("GET", `/onboards/${onboard.id}`)
    expect(read.status).toBe(200)
    expect(await read.json()).toEqual(onboard)
  })

  it("uses the invitation's flow when it names one", async () => {
    const flowId = objectId()
    const invitation = await invite({ connection_id: objectId(), flow_id: flowId })
    const onboard = (await (await request("POST", "/onboards", { invitation_id: invitation })).json()) as Onboard
    expect(onboard["flow_id"]).toBe(flowId)
  })

  it("422 without a BSON invitation_id, 404 for an unknown invitation", async () => {
    const missing = await request("POST", "/onboards", {})
    expect(missing.status).toBe(422)
    expect(await missing.json()).toMatchObject({ errors: { invitation_id: expect.any(Array) } })
    expect((await request("POST", "/onboards", { invitation_id: "abc" })).status).toBe(422)
    expect((await request("POST", "/onboards", { invitation_id: objectId() })).status).toBe(404)
    // What the server sets from the invitation is refused on create, by name, not dropped.
    const set = await request("POST", "/onboards", { invitation_id: objectId(), flow_id: objectId(), status: "completed" })
    expect(set.status).toBe(422)
    expect(Object.keys(((await set.json()) as { errors: Record<string, unknown> }).errors).sort()).toEqual(["flow_id", "status"])
  })

  it("moves created → in_progress → completed and never back", async () => {
    const invitation = await invite({ connection_id: objectId() })
    const onboard = (await (await request("POST", "/onboards", { invitation_id: invitation })).json()) as Onboard
    const put = (status: string) => request("PUT", `/onboards/${onboard.id}`, { status })
    const progressing = await put("in_progress")
    expect(progressing.status).toBe(200)
    expect(await progressing.json()).toMatchObject({ status: "in_progress" })
    expect((await put("in_progress")).status).toBe(200)
    const back = await put("created")
    expect(back.status).toBe(422)
    expect(await back.json()).toMatchObject({ errors: { status: expect.any(Array) } })
    expect(await (await put("completed")).json()).toMatchObject({ status: "completed" })
    expect((await put("in_progress")).status).toBe(422)
    expect((await put("finished")).status).toBe(422)
    const read = (await (await request("GET", `/onboards/${onboard.id}`)).json()) as Onboard
    expect(read).toMatchObject({ status: "completed" })
    // A GET's body may be sent back; its other members are left aside, anything else refused.
    expect((await request("PUT", `/onboards/${onboard.id}`, read)).status).toBe(200)
    expect((await request("PUT", `/onboards/${onboard.id}`, { status: "completed", note: "x" })).status).toBe(422)
    const moved = await request("PUT", `/onboards/${onboard.id}`, { ...read, flow_id: objectId() })
    expect(moved.status).toBe(422)
    expect(Object.keys(((await moved.json()) as { errors: Record<string, unknown> }).errors)).toEqual(["flow_id"])
  })

  it("completing the onboard accepts the invitation: the inviter's pending entity becomes regular", async () => {
    const invitation = await invite({ connection_id: objectId() })
    // The inviter's pending entity for the invitation, as its invitation step stores it.
    const entityId = objectId()
    await server.run(
      Effect.gen(function* () {
        const documents = yield* Documents
        const body = { name: "Invited buyer", pending: true, invitation_id: invitation, source: null, recipient: "buyer", module_ids: [] }
        yield* documents.insert("entities", inviter.accountId, entityId, body, yield* Clock.currentTimeMillis)
      })
    )
    const onboard = (await (await request("POST", "/onboards", { invitation_id: invitation })).json()) as Onboard
    const pendingBefore = (await (await request("GET", `/entities/${entityId}`, undefined, inviter.auth)).json()) as Record<string, unknown>
    expect(pendingBefore["pending"]).toBe(true)
    expect((await request("PUT", `/onboards/${onboard.id}`, { status: "in_progress" })).status).toBe(200)
    const stillPending = (await (await request("GET", `/entities/${entityId}`, undefined, inviter.auth)).json()) as Record<string, unknown>
    expect(stillPending["pending"]).toBe(true)
    expect((await request("PUT", `/onboards/${onboard.id}`, { status: "completed" })).status).toBe(200)
    const regular = (await (await request("GET", `/entities/${entityId}`, undefined, inviter.auth)).json()) as Record<string, unknown>
    expect(regular["pending"]).not.toBe(true)
    expect(regular["invitation_id"] ?? null).toBeNull()
  })

  it("an invitation is accepted once, by one account other than the inviter's", async () => {
    const invitation = await invite({ connection_id: objectId() })
    const own = await request("POST", "/onboards", { invitation_id: invitation }, inviter.auth)
    expect(own.status).toBe(422)
    expect(((await own.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty("invitation_id")

    const first = await request("POST", "/onboards", { invitation_id: invitation })
    expect(first.status).toBe(201)
    const onboard = (await first.json()) as Onboard
    const again = await request("POST", "/onboards", { invitation_id: invitation })
    expect([again.status, ((await again.json()) as { error: string }).error]).toEqual([409, `Invitation ${invitation} is being accepted by onboard ${onboard.id}`])
    const third = await server.createAccount("Third")
    const other = await request("POST", "/onboards", { invitation_id: invitation }, third.auth)
    const otherBody = (await other.json()) as { error: string }
    expect([other.status, otherBody.error]).toEqual([409, `Invitation ${invitation} has been taken by another account`])

    expect((await request("PUT", `/onboards/${onboard.id}`, { status: "completed" })).status).toBe(200)
    const after = await request("POST", "/onboards", { invitation_id: invitation })
    expect([after.status, ((await after.json()) as { error: string }).error]).toEqual([409, `Invitation ${invitation} was accepted already (onboard ${onboard.id})`])
    // Two accounts starting at once: one takes it.
    const racing = await invite({ connection_id: objectId() })
    const fourth = await server.createAccount("Fourth")
    const answers = await Promise.all([server.auth, third.auth, fourth.auth].map((auth) => request("POST", "/onboards", { invitation_id: racing }, auth)))
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409])
  })

  it("an onboard that cannot be stored leaves its invitation free (one transaction)", async () => {
    const invitation = await invite({ connection_id: objectId() })
    const onboardId = objectId()
    // An onboard whose completion meets an invitation another onboard has accepted (stored before
    // invitations were taken) is refused, and stays where it was.
    await server.run(
      Effect.gen(function* () {
        const documents = yield* Documents
        yield* documents.insert("onboards", server.accountId, onboardId, { invitation_id: invitation, connection_id: objectId(), flow_id: objectId(), status: "created" }, yield* Clock.currentTimeMillis)
      })
    )
    const third = await server.createAccount("Fifth")
    const taken = (await (await request("POST", "/onboards", { invitation_id: invitation }, third.auth)).json()) as Onboard
    expect((await request("PUT", `/onboards/${taken.id}`, { status: "completed" }, third.auth)).status).toBe(200)
    const late = await request("PUT", `/onboards/${onboardId}`, { status: "completed" })
    expect(late.status).toBe(409)
    expect(((await (await request("GET", `/onboards/${onboardId}`)).json()) as Onboard)["status"]).toBe("created")
  })

  it("an onboard belongs to the account that made it", async () => {
    const invitation = await invite({ connection_id: objectId() })
    const onboard = (await (await request("POST", "/onboards", { invitation_id: invitation })).json()) as Onboard
    expect((await request("GET", `/onboards/${onboard.id}`, undefined, inviter.auth)).status).toBe(404)
    expect((await request("PUT", `/onboards/${onboard.id}`, { status: "completed" }, inviter.auth)).status).toBe(404)
    expect((await request("GET", `/onboards/${objectId()}`)).status).toBe(404)
  })
}

describe("onboards on SQLite", suite("sqlite"))
describe.skipIf(!postgresAvailable)("onboards on PostgreSQL", suite("postgres"))
