import { createServer, type Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../TestServer.js"

/**
 * OpenTelemetry traces: with an OTLP endpoint set, a lead arrives at the collector as a
 * `leadflow.lead` span with a child span per step that ran, over OTLP/HTTP JSON.
 */

interface OtlpSpan {
  readonly traceId: string
  readonly spanId: string
  readonly parentSpanId?: string
  readonly name: string
  readonly startTimeUnixNano: string
  readonly endTimeUnixNano: string
  readonly attributes: ReadonlyArray<{ readonly key: string; readonly value: { readonly stringValue?: string } }>
}

interface OtlpExport {
  readonly resourceSpans: ReadonlyArray<{
    readonly resource: { readonly attributes: ReadonlyArray<{ key: string; value: { stringValue?: string } }> }
    readonly scopeSpans: ReadonlyArray<{ readonly spans: ReadonlyArray<OtlpSpan> }>
  }>
}

const attribute = (span: OtlpSpan, key: string): string | undefined => span.attributes.find((a) => a.key === key)?.value.stringValue

describe("OpenTelemetry traces", () => {
  let collector: Server
  const exports: Array<OtlpExport> = []
  const paths: Array<string> = []
  const authorizations: Array<string | undefined> = []
  let server: TestServer
  beforeAll(async () => {
    collector = createServer((req, res) => {
      let body = ""
      req.setEncoding("utf8").on("data", (chunk: string) => (body += chunk))
      req.on("end", () => {
        paths.push(`${req.method} ${req.url}`)
        authorizations.push(req.headers["x-api-key"] as string | undefined)
        if (req.headers["content-type"]?.includes("json")) exports.push(JSON.parse(body) as OtlpExport)
        res.writeHead(200, { "content-type": "application/json" }).end("{}")
      })
    })
    await new Promise<void>((done) => collector.listen(0, "127.0.0.1", () => done()))
    const port = (collector.address() as { port: number }).port
    process.env["OTEL_EXPORTER_OTLP_ENDPOINT"] = `http://127.0.0.1:${port}/`
    process.env["OTEL_SERVICE_NAME"] = "leadflow-test"
    process.env["OTEL_EXPORTER_OTLP_HEADERS"] = "x-api-key=collector-secret"
    process.env["OTEL_BSP_SCHEDULE_DELAY"] = "100"
    server = await startTestServer()
  })
  afterAll(async () => {
    await server?.close()
    for (const name of ["OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_SERVICE_NAME", "OTEL_EXPORTER_OTLP_HEADERS", "OTEL_BSP_SCHEDULE_DELAY"]) delete process.env[name]
    await new Promise((done) => collector.close(done))
  })

  it("exports a span per lead with a child span per step", async () => {
    const headers = { authorization: server.auth, "content-type": "application/json" }
    const created = await fetch(`${server.url}/flows`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        name: "Traced",
        enabled: true,
        fields: ["email"],
        sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
        steps: [
          {
            type: "filter",
            id: "nobody",
            outcome: "failure",
            reason: "Not for nobody",
            rule_set: { op: "and", rules: [{ lhv: "lead.email", op: "is equal to", rhv: "nobody@example.com" }] }
          },
          {
            type: "recipient",
            id: "buyer1",
            entity: { id: server.accountId },
            integration: { module_id: "leadflow-custom.outbound.json", mappings: [{ property: "url", value: "http://127.0.0.1:9/leads" }] }
          }
        ]
      })
    })
    expect(created.status).toBe(201)
    const flowId = ((await created.json()) as { id: string }).id
    expect((await fetch(`${server.url}/flows/${flowId}/deploy`, { method: "POST", headers })).status).toBe(200)
    const submitted = await fetch(`${server.url}/flows/${flowId}/sources/${server.accountId}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "traced@example.com" })
    })
    expect(submitted.status).toBe(201)
    const leadId = ((await submitted.json()) as { lead: { id: string } }).lead.id

    const spans = (): Array<OtlpSpan> => exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)))
    const deadline = Date.now() + 10_000
    const leadSpan = () => spans().find((span) => span.name === "leadflow.lead" && attribute(span, "leadflow.lead_id") === leadId)
    while (leadSpan() === undefined && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50))
    const lead = leadSpan()
    expect(lead).toBeDefined()
    expect(attribute(lead as OtlpSpan, "leadflow.flow_id")).toBe(flowId)
    expect(paths).toContain("POST /v1/traces")
    expect(authorizations).toContain("collector-secret")
    expect(exports[0]?.resourceSpans[0]?.resource.attributes).toContainEqual({ key: "service.name", value: { stringValue: "leadflow-test" } })

    const children = spans().filter((span) => span.parentSpanId === lead?.spanId)
    expect(children.map((span) => span.name).sort()).toEqual(["step buyer1", "step nobody"])
    for (const child of children) {
      expect(child.traceId).toBe(lead?.traceId)
      expect(BigInt(child.startTimeUnixNano)).toBeGreaterThanOrEqual(BigInt(lead?.startTimeUnixNano ?? "0") - 1_000_000n)
      expect(BigInt(child.endTimeUnixNano)).toBeGreaterThanOrEqual(BigInt(child.startTimeUnixNano))
    }
    expect(attribute(children.find((span) => span.name === "step buyer1") as OtlpSpan, "leadflow.outcome")).toBe("error")
  }, 20_000)
})
