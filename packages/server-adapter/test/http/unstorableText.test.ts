import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "./TestServer.js"

/**
 * Text no database keeps (NUL, which PostgreSQL refuses in text and JSON; a lone surrogate) is a
 * 422 naming where it is, on every resource and on both databases, never a storage error. A
 * list's items are the exception: each bad item is reported and the rest are added. A path
 * holding NUL names nothing (404), and a query parameter holding one is a 422.
 */

const dialects: ReadonlyArray<Dialect> = ["sqlite", "postgres"]

for (const dialect of dialects)
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`unstorable text, ${dialect}`, () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer({ dialect })
    })
    afterAll(() => server.close())

    const send = async (method: string, path: string, body: string) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: server.auth, "content-type": "application/json" },
        body
      })
      return { status: res.status, body: (await res.json()) as unknown }
    }

    it.each([
      ["/entities", '{"name":"\\u0000","source":"seller","recipient":null,"module_ids":[]}', "name"],
      ["/reports", '{"name":"Daily\\u0000"}', "name"],
      ["/batch/batches", '{"name":"Nightly","columns":[{"name":"Email","template":"{{lead.email}}\\u0000"}]}', "columns.0.template"],
      ["/lists", '{"name":"Customers","description":"a\\u0000b"}', "description"],
      ["/entities", '{"name":"Keyed","source":"seller","recipient":null,"module_ids":[],"x\\u0000":1}', "x\u0000"]
    ])("POST %s refuses NUL with a 422 naming it (%#)", async (path, body, where) => {
      const res = await send("POST", path, body)
      expect(res.status).toBe(422)
      expect(res.body).toMatchObject({ errors: { [where]: ["must not contain a NUL character (U+0000)"] } })
    })

    it("keeps an escaped backslash followed by u0000 (it is not a NUL)", async () => {
      const res = await send("POST", "/reports", '{"name":"Literal \\\\u0000"}')
      expect(res.status).toBe(201)
      expect(res.body).toMatchObject({ name: "Literal \\u0000" })
    })

    it("reports a NUL list item and adds the rest", async () => {
      const created = await send("POST", "/lists", '{"name":"Emails"}')
      const id = (created.body as { id: string }).id
      const res = await send("POST", `/lists/${id}/items`, '{"items":["ok\\u0000no","a@example.com"]}')
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ added: 1, invalid: 1, errors: [{ position: 0, reason: "holds a control character" }] })
    })

    it("answers a path holding NUL with a 404, on every method", async () => {
      const paths = ["/flows/%00", "/entities/a%00b", "/reports/%00", "/fields/%00", "/credentials/%00", "/lists/x%00/items/%00"]
      for (const path of paths)
        for (const method of ["GET", "DELETE", "PUT"]) {
          const res = await fetch(`${server.url}${path}`, {
            method,
            headers: { authorization: server.auth, "content-type": "application/json" },
            ...(method === "PUT" ? { body: "{}" } : {})
          })
          expect([method, path, res.status]).toEqual([method, path, 404])
          expect(await res.json()).toEqual({ _tag: "NotFound", error: "Not Found" })
        }
    })

    it("refuses a query parameter holding NUL with a 422 naming it", async () => {
      for (const query of ["/events?search=a%00", "/flows?name=%00", "/leads?email=x%00y", "/changelogs?user_id=%00"]) {
        const res = await fetch(`${server.url}${query}`, { headers: { authorization: server.auth } })
        expect([query, res.status]).toEqual([query, 422])
        const name = query.slice(query.indexOf("?") + 1, query.indexOf("="))
        expect(await res.json()).toMatchObject({ errors: { [name]: ["must not contain a NUL character (U+0000)"] } })
      }
      // NUL in a query value read as JSON (filters, rules, steps): a 422 naming it, never a 503.
      const filters = encodeURIComponent('[{"property_name":"outcome","operator":"eq","property_value":"\\u0000"}]')
      const rules = encodeURIComponent('[{"lhv":"outcome","op":"is equal to","rhv":"\\u0000"}]')
      const cases = [
        [`/events/event-metrics/count?filters=${filters}`, "filters"],
        [`/events/event-metrics/count_unique?target_property=lead_id&filters=${filters}`, "filters"],
        [`/events?rules=${rules}`, "rules"]
      ] as const
      for (const [path, name] of cases) {
        const res = await fetch(`${server.url}${path}`, { headers: { authorization: server.auth } })
        expect([path, res.status]).toEqual([path, 422])
        expect(await res.json()).toMatchObject({ errors: { [name]: ["must not contain a NUL character (U+0000)"] } })
      }
      // An encoded percent sign followed by 00 is text, not NUL.
      expect((await fetch(`${server.url}/flows?name=%2500`, { headers: { authorization: server.auth } })).status).toBe(200)
    })
  })
