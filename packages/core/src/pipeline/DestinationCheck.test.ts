import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Flow } from "../model/Flow.js"
import { flowDestinationIssues } from "./DestinationCheck.js"
import { flowTimeoutIssues } from "./TimeoutCheck.js"

const flowWith = (extra: Record<string, unknown>) => Schema.decodeUnknownSync(Flow)({ name: "F", enabled: true, fields: [], steps: [], sources: [], ...extra })

describe("flowDestinationIssues", () => {
  it("refuses a destination action without a webhook URL or with one that is not http(s)", () => {
    const flow = flowWith({
      destinations: [{ name: "CRM", actions: [{ webhook_url: "https://crm.example.com/hook" }, { name: "none" }, { webhook_url: "not a url" }, { webhook_url: "ftp://x.example" }] }]
    })
    expect(flowDestinationIssues(flow)).toEqual([
      { path: "destinations.0.actions.1.webhook_url", message: "A destination action needs a webhook_url" },
      { path: "destinations.0.actions.2.webhook_url", message: '"not a url" is not an http(s) URL' },
      { path: "destinations.0.actions.3.webhook_url", message: '"ftp://x.example" is not an http(s) URL' }
    ])
    const extra = flowWith({ destinations: [{ name: "CRM", method: "PUT", actions: [{ webhook_url: "https://crm.example.com/hook", secret: "s" }] }] })
    expect(flowDestinationIssues(extra)).toEqual([
      { path: "destinations.0.method", message: "Not a setting of a destination: it would not act" },
      { path: "destinations.0.actions.0.secret", message: "Not a setting of a destination action: it would not act" }
    ])
  })
})

describe("flowTimeoutIssues", () => {
  it("refuses a constant timeout_seconds outside 1 to 360 or not a number; a template is read per lead", () => {
    const step = (value: string) => ({
      type: "recipient",
      entity: { id: "5f00000000000000000000b1", name: "Buyer" },
      integration: { module_id: "leadflow-custom.outbound.json", mappings: [{ property: "timeout_seconds", value }] }
    })
    const numeric = (value: number) => ({ ...step(""), integration: { module_id: "leadflow-custom.outbound.json", mappings: [{ property: "timeout_seconds", value }] } })
    const flow = flowWith({ steps: [step("10"), step("9999"), step("soon"), step("{{lead.timeout}}"), step("0"), numeric(30), numeric(9999)] })
    expect(flowTimeoutIssues(flow)).toEqual([
      { path: "steps.1.integration.mappings.0.value", message: 'timeout_seconds is from 1 to 360 seconds, not "9999"' },
      { path: "steps.2.integration.mappings.0.value", message: 'timeout_seconds is from 1 to 360 seconds, not "soon"' },
      { path: "steps.4.integration.mappings.0.value", message: 'timeout_seconds is from 1 to 360 seconds, not "0"' },
      { path: "steps.6.integration.mappings.0.value", message: "timeout_seconds is from 1 to 360 seconds, not 9999" }
    ])
  })
})
