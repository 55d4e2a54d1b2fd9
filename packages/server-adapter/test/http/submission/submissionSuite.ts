import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readLeadEvents } from "../../../src/storage/SqlEventStore.js"
import { CompiledFlows } from "../../../src/submission/CompiledFlows.js"
import { basicAuth, startTestServer, type Dialect, type TestServer } from "../TestServer.js"
import { flowBody, newFlowIds, startBuyer, storeDocument, storeFields, updateDocument, type Buyer, type FlowIds } from "./fixtures.js"
import { rawRequest } from "./rawRequest.js"

/** The lead submission path end to end, over one dialect: the real server, a loopback buyer, the stored events. */
export const submissionSuite = (dialect: Dialect) => {
  let server: TestServer
  let buyer: Buyer
  let ids: FlowIds
  const submitUrl = (source: string = ids.source, action = "submit", flowId = ids.flowId) =>
    `${server.url}/flows/${flowId}/sources/${source}/${action}`
  const postJson = (body: unknown, options: { headers?: Record<string, string>; query?: string; source?: string } = {}) =>
    rawRequest(submitUrl(options.source) + (options.query ?? ""), {
      headers: { "Content-Type": "application/json", ...options.headers },
      body: JSON.stringify(body)
    })
  const events = (leadId: string) => server.run(readLeadEvents(server.accountId, leadId))
  const sourceEvent = async (leadId: string) => {
    const stored = await events(leadId)
    const event = stored.find((e) => e.type === "source")
    if (event === undefined) throw new Error(`no source event for ${leadId}`)
    return event.body as unknown as Record<string, unknown> & { vars: Record<string, Record<string, unknown>> }
  }

  beforeAll(async () => {
    server = await startTestServer({ dialect })
    buyer = await startBuyer()
    ids = newFlowIds()
    await storeFields(server)
    await storeDocument(server, "flows", ids.flowId, flowBody(ids, buyer.url))
  })
  afterAll(async () => {
    await server?.close()
    await buyer?.close()
  })

  describe(`lead submission (${dialect})`, () => {
    it("201 for a JSON lead: delivered, answered after its events are stored", async () => {
      const res = await postJson({ email: "Jane@Example.com", phone_1: "(512) 789-1111", state: "CA", fname: "Jane" })
      expect(res.status).toBe(201)
      expect(res.headers["content-type"]).toBe("application/json")
      const answer = res.json() as { outcome: string; lead: { id: string }; price: number }
      expect(answer).toEqual({ outcome: "success", lead: { id: expect.stringMatching(/^[0-9a-f]{24}$/) }, price: 3 })
      expect(buyer.received.at(-1)).toMatchObject({ email: "jane@example.com", phone: "5127891111" })
      const stored = await events(answer.lead.id)
      expect(stored.map((e) => e.type)).toEqual(expect.arrayContaining(["filter", "recipient", "source"]))
      const source = await sourceEvent(answer.lead.id)
      expect(source["outcome"]).toBe("success")
      expect(source.vars["lead"]).toMatchObject({ first_name: { normal: "Jane" }, state: { normal: "CA" } })
      expect(source.vars["account"]).toEqual({ id: server.accountId, name: "Test Account" })
      expect(source.vars["submission"]).toMatchObject({ ip: "127.0.0.1" })
      expect(source["host"]).toMatch(/^127\.0\.0\.1:\d+$/)
      expect(source["request"]).toMatchObject({ method: "POST", uri: expect.stringContaining("/submit") })
      expect(typeof source["overhead_ms"]).toBe("number")
    })

    it("records the request with Authorization masked and the first X-Forwarded-For hop as ip", async () => {
      const res = await postJson(
        { email: "fwd@example.com", state: "CA" },
        { headers: { Authorization: "Basic c2VjcmV0OnNlY3JldA==", "X-Forwarded-For": "203.0.113.9, 10.0.0.1" } }
      )
      const { lead } = res.json() as { lead: { id: string } }
      const source = await sourceEvent(lead.id)
      const request = source["request"] as { headers: Record<string, string> }
      expect(request.headers["authorization"]).toBe("****")
      expect(source.vars["submission"]).toMatchObject({ ip: "203.0.113.9" })
    })

    it("records every secret header masked (X-Api-Key, X-Auth-Token, Cookie), other headers as sent", async () => {
      const res = await postJson(
        { email: "hdr@example.com", state: "CA" },
        { headers: { "X-Api-Key": "sk_live_header123", "X-Auth-Token": "tok-header-456", Cookie: "sid=cookie789", "X-Request-Id": "req-1" } }
      )
      expect(res.status).toBe(201)
      const { lead } = res.json() as { lead: { id: string } }
      const source = await sourceEvent(lead.id)
      const request = source["request"] as { headers: Record<string, string> }
      expect(request.headers).toMatchObject({ "x-api-key": "****", "x-auth-token": "****", cookie: "****", "x-request-id": "req-1" })
      const stored = JSON.stringify(source)
      for (const secret of ["sk_live_header123", "tok-header-456", "cookie789"]) expect(stored).not.toContain(secret)
    })

    it("records the URI with secret query parameters masked; the lead reads the query as sent", async () => {
      const res = await postJson({ email: "qs@example.com", state: "CA" }, { query: "?api_key=sk_live_query456&fname=Quinn&password=hunter22" })
      expect(res.status).toBe(201)
      const { lead } = res.json() as { lead: { id: string } }
      const source = await sourceEvent(lead.id)
      const request = source["request"] as { uri: string }
      expect(request.uri).toBe(`/flows/${ids.flowId}/sources/${ids.source}/submit?api_key=****&fname=Quinn&password=****`)
      expect(source.vars["lead"]).toMatchObject({ first_name: { normal: "Quinn" } })
      expect(buyer.received.at(-1)).toMatchObject({ email: "qs@example.com" })
    })

    it("reads a body in the charset its Content-Type declares (ISO-8859-1, windows-1252, UTF-16)", async () => {
      const stored = async (res: { status: number; json: () => Record<string, unknown> }) => {
        expect(res.status).toBe(201)
        return sourceEvent((res.json() as { lead: { id: string } }).lead.id)
      }
      // A form whose escapes are ISO-8859-1 bytes: the body is recorded as sent, the value decoded.
      const formBody = "email=latin%40example.com&state=CA&fname=Jos%E9&note=caf%E9+cr%E8me"
      const form = await stored(
        await rawRequest(submitUrl(), {
          headers: { "Content-Type": "application/x-www-form-urlencoded; charset=ISO-8859-1" },
          body: Buffer.from(formBody, "latin1")
        })
      )
      expect(form.vars["lead"]).toMatchObject({ first_name: { normal: "José" }, email: { normal: "latin@example.com" }, note: "café crème" })
      expect((form["request"] as { body: string }).body).toBe(formBody)
      // Raw ISO-8859-1 bytes in a form and in JSON (a quoted charset, any case).
      const rawForm = await stored(
        await rawRequest(submitUrl(), {
          headers: { "Content-Type": "application/x-www-form-urlencoded;charset=latin1" },
          body: Buffer.from("email=raw%40example.com&state=CA&fname=Zoë", "latin1")
        })
      )
      expect(rawForm.vars["lead"]).toMatchObject({ first_name: { normal: "Zoë" } })
      const json = await stored(
        await rawRequest(submitUrl(), {
          headers: { "Content-Type": 'application/json; charset="iso-8859-1"' },
          body: Buffer.from('{"email":"json@example.com","state":"CA","fname":"José"}', "latin1")
        })
      )
      expect(json.vars["lead"]).toMatchObject({ first_name: { normal: "José" } })
      expect((json["request"] as { body: string }).body).toBe('{"email":"json@example.com","state":"CA","fname":"José"}')
      const cp1252 = await stored(
        await rawRequest(submitUrl(), {
          headers: { "Content-Type": "application/json; charset=windows-1252" },
          body: Buffer.concat([Buffer.from('{"email":"euro@example.com","state":"CA","note":"'), Buffer.from([0x80]), Buffer.from('5"}')])
        })
      )
      expect(cp1252.vars["lead"]).toMatchObject({ note: "€5" })
      const utf16 = await stored(
        await rawRequest(submitUrl(), {
          headers: { "Content-Type": "application/xml; charset=UTF-16LE" },
          body: Buffer.from("<lead><email>utf16@example.com</email><state>CA</state><fname>Jośé</fname></lead>", "utf16le")
        })
      )
      expect(utf16.vars["lead"]).toMatchObject({ first_name: { normal: "Jośé" } })
      // UTF-8 percent-encoded, no charset: as ever.
      const utf8 = await stored(
        await rawRequest(submitUrl(), {
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "email=utf8%40example.com&state=CA&fname=Jos%C3%A9"
        })
      )
      expect(utf8.vars["lead"]).toMatchObject({ first_name: { normal: "José" } })
    })

    it("415 naming an unknown charset; 400 for bytes invalid in the charset, nothing stored with U+FFFD", async () => {
      const unknown = await rawRequest(submitUrl(), {
        headers: { "Content-Type": "application/json; charset=klingon-8" },
        body: JSON.stringify({ email: "k@example.com", state: "CA" })
      })
      expect(unknown.status).toBe(415)
      expect(unknown.json()["error"]).toContain('"klingon-8"')
      const refused = [
        // Raw ISO-8859-1 sent without a charset: not UTF-8.
        { type: "application/json", body: Buffer.from('{"email":"x@example.com","state":"CA","fname":"José"}', "latin1"), says: "not valid UTF-8" },
        { type: "application/json; charset=utf-8", body: Buffer.from('{"email":"x@example.com","fname":"José"}', "latin1"), says: "not valid utf-8" },
        // A form's escaped ISO-8859-1 byte without a charset.
        { type: "application/x-www-form-urlencoded", body: Buffer.from("email=x%40example.com&state=CA&fname=Jos%E9"), says: "percent-encoded text is not valid UTF-8" },
        { type: "application/xml; charset=utf-16le", body: Buffer.from([0x3c, 0x00, 0x00, 0xdc]), says: "not valid utf-16le" }
      ]
      for (const { type, body, says } of refused) {
        const before = buyer.received.length
        const res = await rawRequest(submitUrl(), { headers: { "Content-Type": type }, body })
        expect([type, res.status]).toEqual([type, 400])
        expect(res.json()["error"]).toContain(says)
        expect(buyer.received.length).toBe(before)
      }
    })

    it("reads form bodies (dotted keys nest) with the query string merged over them", async () => {
      const res = await rawRequest(submitUrl() + "?state=NY&extra.b=2", {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=form%40example.com&state=CA&fname=Ann&extra.a=1"
      })
      expect(res.status).toBe(201)
      const { lead } = res.json() as { lead: { id: string } }
      const source = await sourceEvent(lead.id)
      expect(source.vars["lead"]).toMatchObject({ state: { normal: "NY" }, first_name: { normal: "Ann" }, email: { normal: "form@example.com" } })
    })

    it("reads XML bodies and answers XML when asked", async () => {
      const res = await rawRequest(submitUrl(), {
        headers: { "Content-Type": "application/xml", Accept: "application/xml" },
        body: "<lead><email>xml@example.com</email><state>CA</state></lead>"
      })
      expect(res.status).toBe(201)
      expect(res.headers["content-type"]).toBe("application/xml")
      expect(res.body).toContain("<result>")
      expect(res.body).toContain("<outcome>success</outcome>")
    })

    it("takes a GET with the lead in the query string", async () => {
      const res = await rawRequest(submitUrl() + "?email=get%40example.com&state=CA", { method: "GET" })
      expect(res.status).toBe(201)
      expect(res.json()).toMatchObject({ outcome: "success" })
    })

    it("303 to redir_url", async () => {
      const res = await postJson({ email: "redir@example.com" }, { query: "?redir_url=https%3A%2F%2Fexample.com%2Fthanks" })
      expect(res.status).toBe(303)
      expect(res.headers["location"]).toBe("https://example.com/thanks")
    })

    it("answers the flow's failures: acceptance criteria and filters (201)", async () => {
      const rejected = await postJson({ state: "CA" })
      expect(rejected.status).toBe(201)
      expect(rejected.json()).toMatchObject({ outcome: "failure", reason: "An email is required", price: 0 })
      const filtered = await postJson({ email: "tex@example.com", state: "TX" })
      expect(filtered.json()).toMatchObject({ outcome: "failure", reason: "Texas leads are not accepted", price: 0 })
    })

    it("the standard integration's early answers: 400, 405, 406, 415", async () => {
      const bad = await rawRequest(submitUrl(), { headers: { "Content-Type": "application/json" }, body: "{not json" })
      expect(bad.status).toBe(400)
      expect(bad.body).toContain("Unable to parse JSON")
      const put = await rawRequest(submitUrl(), { method: "PUT" })
      expect(put.status).toBe(405)
      expect(put.headers["allow"]).toBe("GET, POST")
      const accept = await postJson({ email: "a@example.com" }, { headers: { Accept: "text/html" } })
      expect(accept.status).toBe(406)
      const type = await rawRequest(submitUrl(), { headers: { "Content-Type": "text/plain" }, body: "email=a" })
      expect(type.status).toBe(406)
      const untyped = await rawRequest(submitUrl(), { headers: { "Content-Length": "7" }, body: "email=a" })
      expect(untyped.status).toBe(415)
      const redirect = await postJson({ email: "a@example.com" }, { query: "?redir_url=ftp://x" })
      expect(redirect.status).toBe(400)
    })

    it("early answers have a JSON body (XML when asked for), never plain text", async () => {
      const bad = await rawRequest(submitUrl(), { headers: { "Content-Type": "application/json" }, body: "{not json" })
      expect(bad.status).toBe(400)
      expect(bad.headers["content-type"]).toBe("application/json")
      expect(bad.json()).toEqual({ error: expect.stringMatching(/^Unable to parse JSON -- SyntaxError/) })
      for (const res of [
        await rawRequest(submitUrl(), { method: "PUT" }),
        await postJson({ email: "a@example.com" }, { headers: { Accept: "text/html" } }),
        await rawRequest(submitUrl(), { headers: { "Content-Type": "text/plain" }, body: "email=a" }),
        await rawRequest(submitUrl(), { headers: { "Content-Length": "7" }, body: "email=a" })
      ]) {
        expect(res.headers["content-type"], res.body).toBe("application/json")
        expect(res.json()).toEqual({ error: expect.any(String) })
      }
      const xml = await rawRequest(submitUrl(), {
        headers: { "Content-Type": "application/json", Accept: "application/xml" },
        body: "{<bad & json"
      })
      expect(xml.status).toBe(400)
      expect(xml.headers["content-type"]).toBe("application/xml")
      // The message is escaped: no markup of the client's own gets through.
      expect(xml.body).toMatch(/^<\?xml[^\n]*\n<error>Unable to parse JSON -- SyntaxError[^<]*<\/error>$/)
    })

    it("a compressed body is a 415 naming its coding, with Accept-Encoding: identity; another value is ignored", async () => {
      const body = JSON.stringify({ email: "a@example.com" })
      const gzip = await rawRequest(submitUrl(), { headers: { "Content-Type": "application/json", "Content-Encoding": "gzip" }, body })
      expect(gzip.status).toBe(415)
      expect(gzip.headers["accept-encoding"]).toBe("identity")
      expect(gzip.json()).toEqual({ error: 'Content-Encoding "gzip" is not supported: send the body uncompressed' })
      const identity = await rawRequest(submitUrl(), { headers: { "Content-Type": "application/json", "Content-Encoding": "identity" }, body })
      expect(identity.status).toBe(201)
      // A charset in the wrong header, as some sellers' scripts send it, is ignored as before.
      const charset = await rawRequest(submitUrl(), { headers: { "Content-Type": "application/json", "Content-Encoding": "UTF-8" }, body })
      expect(charset.status).toBe(201)
    })

    it("a multipart body is a JSON 415", async () => {
      const res = await rawRequest(submitUrl(), {
        headers: { "Content-Type": "multipart/form-data; boundary=x" },
        body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--x--\r\n'
      })
      expect(res.status).toBe(415)
      expect(res.json()).toEqual({ error: expect.stringContaining("multipart") })
    })

    it("413 for a body over 1 MiB", async () => {
      const big = JSON.stringify({ email: "big@example.com", filler: "x".repeat(1024 * 1024 + 10) })
      const res = await rawRequest(submitUrl(), { headers: { "Content-Type": "application/json" }, body: big })
      expect(res.status).toBe(413)
      expect(res.json()).toMatchObject({ error: expect.any(String) })
      const chunked = await rawRequest(submitUrl(), {
        headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
        body: big
      })
      expect(chunked.status).toBe(413)
    })

    it("404 JSON for an unknown flow, source or malformed id", async () => {
      const flow = await postJson({ email: "a@example.com" }, {})
      expect(flow.status).toBe(201)
      const unknownFlow = await rawRequest(submitUrl(ids.source, "submit", "5f0000000000000000000999"), { method: "GET" })
      expect(unknownFlow.status).toBe(404)
      expect(unknownFlow.json()).toEqual({ error: "Flow not found" })
      const malformed = await rawRequest(submitUrl(ids.source, "submit", "not-an-id"), { method: "GET" })
      expect(malformed.status).toBe(404)
      const unknownSource = await rawRequest(submitUrl("5f00000000000000000009aa"), { method: "GET" })
      expect(unknownSource.status).toBe(404)
      expect(unknownSource.json()).toEqual({ error: "Source not found" })
    })

    it("a source's short id works as well as its entity id", async () => {
      const res = await postJson({ email: "short@example.com" }, { source: "src001" })
      expect(res.status).toBe(201)
      expect(res.json()).toMatchObject({ outcome: "success" })
    })

    it("object ids in the URL are case-insensitive, as in the management API; a short id keeps its case", async () => {
      const upper = await postJson({ email: "upper@example.com", state: "CA" }, { source: ids.source.toUpperCase() })
      expect(upper.status).toBe(201)
      const both = await rawRequest(submitUrl(ids.source.toUpperCase(), "submit", ids.flowId.toUpperCase()), {
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "upper2@example.com", state: "CA" })
      })
      expect(both.status).toBe(201)
      const source = await sourceEvent((both.json() as { lead: { id: string } }).lead.id)
      expect(source.vars["flow"]).toMatchObject({ id: ids.flowId })
      const ping = await rawRequest(submitUrl(ids.source, "ping", ids.flowId.toUpperCase()), { method: "GET" })
      expect(ping.status).toBe(200)
      const short = await postJson({ email: "short2@example.com" }, { source: "SRC001" })
      expect(short.status).toBe(404)
      expect(short.json()).toEqual({ error: "Source not found" })
    })

    it("two sources of one entity: each URL runs its own source's settings, not the last one's", async () => {
      const twinIds = newFlowIds()
      const twin = (id: string, extra: Record<string, unknown>) => ({
        id,
        entity: { id: twinIds.source, name: "Web form" },
        integration: { module_id: "leadflow-standard.inbound", mappings: [] },
        ...extra
      })
      await storeDocument(
        server,
        "flows",
        twinIds.flowId,
        flowBody(twinIds, buyer.url, {
          pricing: undefined,
          sources: [twin("srcaaa", { enabled: false, pricing: { prices: [{ amount: 1 }] } }), twin("srcbbb", { pricing: { prices: [{ amount: 9 }] } })]
        })
      )
      const post = (source: string) =>
        rawRequest(submitUrl(source, "submit", twinIds.flowId), {
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: "twin@example.com", state: "CA" })
        })
      const before = buyer.received.length
      const first = await post("srcaaa")
      expect(first.status).toBe(201)
      expect(first.json()).toMatchObject({ outcome: "failure", reason: "Source is disabled" })
      expect(buyer.received.length).toBe(before)
      const second = await post("srcbbb")
      expect(second.json()).toMatchObject({ outcome: "success" })
      expect(buyer.received.length).toBe(before + 1)
    })

    it("a disabled source's leads end in failure without entering the flow", async () => {
      const before = buyer.received.length
      const res = await postJson({ email: "off@example.com" }, { source: ids.disabledSource })
      expect(res.status).toBe(201)
      expect(res.json()).toMatchObject({ outcome: "failure", reason: "Source is disabled" })
      expect(buyer.received.length).toBe(before)
    })

    it("source authentication: 401 without the account's key, 201 with it", async () => {
      const none = await postJson({ email: "auth@example.com" }, { source: ids.authSource })
      expect(none.status).toBe(401)
      expect(none.json()).toEqual({ error: "Unauthorized source" })
      expect(none.headers["www-authenticate"]).toContain("Basic")
      const wrong = await postJson({ email: "auth@example.com" }, { source: ids.authSource, headers: { Authorization: basicAuth("nope") } })
      expect(wrong.status).toBe(401)
      const other = await server.createAccount("Other account")
      const foreign = await postJson({ email: "auth@example.com" }, { source: ids.authSource, headers: { Authorization: other.auth } })
      expect(foreign.status).toBe(401)
      const ok = await postJson({ email: "auth@example.com" }, { source: ids.authSource, headers: { Authorization: server.auth } })
      expect(ok.status).toBe(201)
      expect(ok.json()).toMatchObject({ outcome: "success" })
      const credentialed = await postJson({ email: "auth@example.com" }, { source: ids.credentialSource })
      expect(credentialed.status).toBe(401)
    })

    it("ping: 200 with the bid and no lead id, then 429 past the ping limit", async () => {
      const pingIds = newFlowIds()
      await storeDocument(
        server,
        "flows",
        pingIds.flowId,
        flowBody(pingIds, buyer.url, { ping_limits: [{ maximum: 2, duration: 1, duration_units: "hour" }] })
      )
      const ping = () =>
        rawRequest(submitUrl(pingIds.source, "ping", pingIds.flowId), {
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: "ping@example.com", state: "CA" })
        })
      const first = await ping()
      expect(first.status).toBe(200)
      expect(first.json()).toEqual({ outcome: "success", price: 3 })
      expect((await ping()).status).toBe(200)
      const limited = await ping()
      expect(limited.status).toBe(429)
      const body = limited.json() as { status: number; message: string; retry_after: number }
      expect(body).toMatchObject({ status: 429, message: "Too Many Requests" })
      expect(body.retry_after).toBeGreaterThan(0)
      expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1)
    })

    it("a disabled flow answers error; invalidation makes a change visible at once", async () => {
      const flowIds = newFlowIds()
      await storeDocument(server, "flows", flowIds.flowId, flowBody(flowIds, buyer.url))
      const submit = () =>
        rawRequest(submitUrl(flowIds.source, "submit", flowIds.flowId), {
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: "flip@example.com" })
        })
      expect((await submit()).json()).toMatchObject({ outcome: "success" })
      await updateDocument(server, "flows", flowIds.flowId, flowBody(flowIds, buyer.url, { enabled: false }))
      await server.run(Effect.map(CompiledFlows, (flows) => flows.invalidate(server.accountId, flowIds.flowId)))
      const disabled = await submit()
      expect(disabled.status).toBe(201)
      expect(disabled.json()).toMatchObject({ outcome: "error", reason: "Flow is disabled" })
    })

    it("sees another process's change within about a second (revalidation)", async () => {
      const flowIds = newFlowIds()
      await storeDocument(server, "flows", flowIds.flowId, flowBody(flowIds, buyer.url))
      const submit = () =>
        rawRequest(submitUrl(flowIds.source, "submit", flowIds.flowId), {
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: "later@example.com", state: "CA" })
        })
      expect((await submit()).json()).toMatchObject({ outcome: "success" })
      // No invalidation: as if another server process had saved the flow.
      await updateDocument(server, "flows", flowIds.flowId, flowBody(flowIds, buyer.url, { enabled: false }))
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      expect((await submit()).json()).toMatchObject({ outcome: "error", reason: "Flow is disabled" })
    })

    it("stores a lead whose names, values, raw body and buyer's answer hold NUL or lone surrogates (PostgreSQL keeps neither)", async () => {
      const odd = await startBuyer(2.5, "\u0000\ud800")
      try {
        const flowIds = newFlowIds()
        await storeDocument(server, "flows", flowIds.flowId, flowBody(flowIds, odd.url))
        const url = submitUrl(flowIds.source, "submit", flowIds.flowId)
        const sent = [
          { type: "application/json", body: '{"email":"nul@example.com","state":"CA","fname":"Jo\\u0000e","a\\u0000b":"1","c\\ud800":"2"}' },
          { type: "application/x-www-form-urlencoded", body: "email=nul%40example.com&state=CA&a\u0000b=1&x=raw\u0000" },
          { type: "application/xml", body: "<lead><email>nul@example.com</email><state>CA</state><x>raw\u0000</x></lead>" }
        ]
        for (const { type, body } of sent) {
          const res = await rawRequest(url, { headers: { "Content-Type": type }, body })
          const answer = res.json() as { outcome: string; lead?: { id: string }; reason?: string }
          expect([type, answer.reason]).toEqual([type, undefined])
          const leadId = answer.lead?.id ?? ""
          const stored = await events(leadId)
          expect(stored.map((e) => e.type)).toEqual(expect.arrayContaining(["source", "recipient"]))
          const source = await sourceEvent(leadId)
          const request = source["request"] as { body: string }
          // The raw body is kept as sent, with U+FFFD where it held a raw NUL.
          expect(request.body).toBe(body.replaceAll("\u0000", "\uFFFD"))
          const lead = source.vars["lead"] ?? {}
          if (type === "application/json") {
            expect(Object.keys(lead)).toEqual(expect.arrayContaining(["ab", "c\uFFFD"]))
            expect(lead["first_name"]).toMatchObject({ normal: "Joe" })
          }
          const recipient = stored.find((e) => e.type === "recipient")?.body as unknown as {
            transactions?: Array<{ response?: { body?: string } }>
          }
          expect(recipient.transactions?.[0]?.response?.body).toMatch(/\uFFFD\uFFFD$/)
        }
      } finally {
        await odd.close()
      }
    })

    it("a stored flow that does not decode is a 422, never a 500", async () => {
      const flowIds = newFlowIds()
      await storeDocument(server, "flows", flowIds.flowId, { name: "Broken", enabled: "yes", sources: [] })
      const res = await rawRequest(submitUrl(flowIds.source, "submit", flowIds.flowId), { method: "GET" })
      expect(res.status).toBe(422)
      expect(res.json()).toMatchObject({ error: expect.any(String), errors: expect.any(Object) })
    })
  })
}
