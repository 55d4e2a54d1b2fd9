import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../TestServer.js"

/**
 * A JSON number too large for a double (`1e400`) parses as Infinity, which JSON cannot store: it
 * used to be saved as `null`, and the record then failed to read back (500 on the list, no way to
 * delete it). Every number a stored record holds is finite, so such a body is a 422.
 */
describe("numbers beyond a double's range", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect: "sqlite" })
  })
  afterAll(() => server?.close())

  const send = async (method: string, path: string, body?: string) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: server.auth, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body })
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }

  it("a report rule's rhv of 1e400 is a 422, and the account's reports still list", async () => {
    const created = await send("POST", "/reports", '{"name":"big","columns":["source-submitted"],"rules":[{"lhv":"vars.x","op":"is equal to","rhv":1e400}]}')
    expect(created.status).toBe(422)
    expect(created.body).toMatchObject({ errors: expect.any(Object) })
    expect(JSON.stringify(created.body["errors"])).toContain("rhv")
    expect((await send("GET", "/reports")).status).toBe(200)
  })

  it("a flow's acceptance criteria with 1e400 (in a list too) is a 422, and the flows still list", async () => {
    for (const rhv of ["1e400", "[1, -1e400]"]) {
      const flow = `{"name":"big","enabled":true,"fields":[],"steps":[],"sources":[],"acceptance_criteria":{"outcome":"failure","reason":"x","rule_set":{"op":"and","rules":[{"lhv":"lead.age","op":"is equal to","rhv":${rhv}}]}}}`
      const created = await send("POST", "/flows", flow)
      expect(created.status, rhv).toBe(422)
    }
    expect((await send("GET", "/flows")).status).toBe(200)
  })
})
