import type { LeadEvent, SubmitResult } from "@leadflow/core"
import { parse } from "@leadflow/types"
import { Effect, HashMap, Logger, ManagedRuntime } from "effect"
import { describe, expect, it } from "vitest"
import { makeLeadObserver } from "../../src/observability/LeadObserver.js"

/**
 * The log lines of a lead in error carry its reasons as the events are stored: a buyer's reason
 * that echoes the lead's social security number or credential shows them masked.
 */

const SSN = "219-09-9999"
const vars = { lead: { ssn: parse("ssn", SSN), email: parse("email", "kim@example.com") }, flow: { id: "f1" } }
const reason = `Rejected: SSN ${SSN} is on file`

const recipient = {
  id: "e2",
  type: "recipient",
  outcome: "error",
  reason,
  step_id: "s1",
  module_id: "leadflow-custom.outbound.json",
  vars
} as unknown as LeadEvent
const source = { id: "e1", type: "source", outcome: "error", reason, vars } as unknown as LeadEvent

const result: SubmitResult = {
  outcome: "error",
  reason,
  leadId: "lead1",
  price: 0,
  events: [recipient, source],
  appended: {},
  recorded: true
}

describe("the lead observer's log lines", () => {
  it("mask the lead's sensitive values in every reason", async () => {
    const lines: Array<Record<string, unknown>> = []
    const collect = Logger.make(({ message, annotations }) => {
      lines.push({ message, ...Object.fromEntries(HashMap.toEntries(annotations)) })
    })
    const runtime = ManagedRuntime.make(Logger.replace(Logger.defaultLogger, collect))
    const rt = await runtime.runtime()
    makeLeadObserver(rt, { metrics: false }).submitted("f1", result)
    for (let i = 0; i < 50 && lines.length < 2; i++) await Effect.runPromise(Effect.sleep(10))
    await runtime.dispose()
    expect(lines).toHaveLength(2)
    const text = JSON.stringify(lines)
    expect(text).not.toContain(SSN)
    expect(text).toContain("Rejected: SSN *********** is on file")
  })
})
