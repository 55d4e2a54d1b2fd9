import type { IntegrationResult } from "@leadflow/core"
import { IntegrationRuntime } from "@leadflow/integrations"
import { encodeCertId, parse } from "@leadflow/types"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  NO_CERT_URL,
  NOT_OURS_REASON,
  VERIFY_ID
} from "../../../src/services/certificates/VerifyIntegration.js"
import { certformSettings } from "../../../src/certform/CertformSettings.js"
import { emailFingerprint, phoneFingerprint } from "../../../src/certform/Fingerprint.js"
import { Documents } from "../../../src/storage/Documents.js"
import { newFlowIds, objectId, storeDocument, storeFields } from "../submission/fixtures.js"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"

/** `leadflow-certform.outbound.verify`, invoked through the plugin runtime and in a flow. */

interface Created {
  readonly cert_id: string
  readonly cert_url: string
  readonly token: string
}

const capture = async (server: TestServer): Promise<Created> => {
  const res = await fetch(`${server.url}/cert/capture`, {
    method: "POST",
    headers: { "content-type": "text/plain", "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1" },
    body: JSON.stringify({ page_url: "https://forms.example.com/quote" })
  })
  const created = (await res.json()) as Created
  const update = await fetch(`${server.url}/cert/${created.cert_id}/capture`, {
    method: "POST",
    headers: { "content-type": "text/plain" },
    body: JSON.stringify({
      token: created.token,
      event_duration_ms: 20_000,
      keystrokes: 30,
      characters: 25,
      typing_ms: 15_000,
      fields: { email: ["typing"], phone_1: ["paste"] },
      fingerprints: [emailFingerprint("ada@example.com"), phoneFingerprint("5125550142")],
      snapshot: "By clicking Submit, I agree to be contacted."
    })
  })
  expect(update.status).toBe(204)
  return created
}

for (const dialect of ["sqlite", "postgres"] as const satisfies ReadonlyArray<Dialect>) {
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`certificate verify integration (${dialect})`, () => {
    let server: TestServer
    let cert: Created
    beforeAll(async () => {
      server = await startTestServer({ dialect })
      cert = await capture(server)
    })
    afterAll(() => server.close())

    const handler = () =>
      server.run(
        Effect.map(IntegrationRuntime, (runtime) => {
          const found = runtime.lookup(VERIFY_ID)
          if (found === undefined) throw new Error(`${VERIFY_ID} is not registered`)
          return found
        })
      )

    const invoke = async (vars: Record<string, unknown>): Promise<IntegrationResult> =>
      server.run((await handler()).invoke(vars, { timeoutMs: 5_000, stepId: "verify1" }))

    it("is registered as the leadflow-certform package", async () => {
      const packages = await server.run(Effect.map(IntegrationRuntime, (runtime) => runtime.packages))
      expect(packages.map((p) => p.id)).toContain("leadflow-certform")
      expect((await handler()).type).toBe("enhancement")
    })

    it("skips a lead without a certificate URL", async () => {
      const h = await handler()
      expect(h.validate?.({ lead: { email: "ada@example.com" } })).toBe(NO_CERT_URL)
      expect(h.validate?.({ lead: { certform_cert_url: "" } })).toBe(NO_CERT_URL)
      expect(h.validate?.({ lead: { certform_cert_url: cert.cert_url } })).toBeUndefined()
    })

    it("verifies the lead's email and phone against the certificate and appends its data", async () => {
      const result = await invoke({
        lead: {
          certform_cert_url: parse("certform_url", cert.cert_url),
          email: parse("email", "Ada@Example.com"),
          phone_1: parse("phone", "(512) 555-0142")
        }
      })
      expect(result.outcome).toBe("success")
      expect(result.appended).toMatchObject({
        outcome: "success",
        cert_id: cert.cert_id,
        page_url: "https://forms.example.com/quote",
        domain: "forms.example.com",
        is_masked: false,
        is_mobile: true,
        is_framed: false,
        browser: "Safari 17.1",
        operating_system: "iOS 17.1.2",
        form_input_method: ["typing", "paste"],
        kpm: 120,
        wpm: 20,
        event_duration_ms: 20_000,
        fingerprints: { matching: ["ada@example.com", "5125550142"], non_matching: [] },
        warnings: []
      })
      expect(result.appended["age_seconds"]).toEqual(expect.any(Number))
    })

    it("fails when the lead's contact data is not on the certificate, or a scan fails", async () => {
      const mismatch = await invoke({ lead: { certform_cert_url: cert.cert_url, email: "bob@example.com" } })
      expect(mismatch).toMatchObject({ outcome: "failure", reason: "none of the provided fingerprints match" })
      expect(mismatch.appended).toMatchObject({ fingerprints: { matching: [], non_matching: ["bob@example.com"] } })
      const scans = await invoke({
        lead: { certform_cert_url: cert.cert_url, email: "ada@example.com" },
        certform: { required_scan: "I agree | Terms of Service", forbidden_scan: "sweepstakes" }
      })
      expect(scans).toMatchObject({ outcome: "failure", reason: "string not found in snapshot" })
      expect(scans.appended).toMatchObject({
        scans: { required_found: ["I agree"], required_not_found: ["Terms of Service"], forbidden_not_found: ["sweepstakes"] }
      })
    })

    it("accepts a ping URL of the certificate", async () => {
      const res = await fetch(`${server.url}/cert/${cert.cert_id}/ping_url`)
      const { url } = (await res.json()) as { url: string }
      const result = await invoke({ lead: { certform_cert_url: url, email: "ada@example.com" } })
      expect(result.outcome).toBe("success")
    })

    it("errors for a URL that is not one of ours, a malformed id, or a certificate not found", async () => {
      const foreign = await invoke({ lead: { certform_cert_url: `https://cert.elsewhere.example/${cert.cert_id}` } })
      expect(foreign).toMatchObject({ outcome: "error", reason: NOT_OURS_REASON })
      const malformed = await invoke({ lead: { certform_cert_url: "http://127.0.0.1/cert/nope" } })
      expect(malformed).toMatchObject({ outcome: "error", reason: "certificate id is malformed" })
      const settings = await server.run(certformSettings)
      const unstored = encodeCertId({ createdAtMs: Date.now(), kind: "web", masked: false }, settings.secrets[0] ?? "")
      const missing = await invoke({ lead: { certform_cert_url: `http://127.0.0.1/cert/${unstored}` } })
      expect(missing).toMatchObject({ outcome: "error", reason: "certificate not found" })
      expect(missing.appended).toEqual({ outcome: "error", reason: "certificate not found" })
    })

    it("runs as a flow step whose result a filter reads under certform.*", async () => {
      await storeFields(server)
      await server.run(
        Effect.flatMap(Documents, (documents) =>
          documents.insert(
            "fields",
            server.accountId,
            "certform_cert_url",
            { id: "certform_cert_url", name: "Certificate URL", type: "certform_url" },
            Date.now()
          )
        )
      )
      const ids = newFlowIds()
      const flowId = objectId("c1")
      await storeDocument(server, "flows", flowId, {
        name: "Verified leads",
        enabled: true,
        fields: ["first_name", "email", "phone_1", "certform_cert_url"],
        sources: [
          { id: "src001", entity: { id: ids.source, name: "Web form" }, integration: { module_id: "leadflow-standard.inbound", mappings: [] } }
        ],
        steps: [
          {
            type: "recipient",
            id: "ver001",
            entity: { id: "5f00000000000000000000cf", name: "Certificates" },
            integration: { module_id: VERIFY_ID, mappings: [] }
          },
          {
            type: "filter",
            id: "flt001",
            outcome: "failure",
            reason: "consent not verified",
            rule_set: { op: "and", rules: [{ lhv: "certform.outcome", op: "is not equal to", rhv: "success" }] }
          }
        ]
      })
      const submit = async (lead: Record<string, string>) => {
        const res = await fetch(`${server.url}/flows/${flowId}/sources/${ids.source}/submit`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(lead)
        })
        return (await res.json()) as Record<string, unknown>
      }
      expect(await submit({ email: "ada@example.com", certform_cert_url: cert.cert_url })).toMatchObject({ outcome: "success" })
      expect(await submit({ email: "bob@example.com", certform_cert_url: cert.cert_url })).toMatchObject({
        outcome: "failure",
        reason: "consent not verified"
      })
    })
  })
}
