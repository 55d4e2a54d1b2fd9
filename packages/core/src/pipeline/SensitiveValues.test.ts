import { parse } from "@leadflow/types"
import { describe, expect, it } from "vitest"
import type { LeadEvent } from "../model/Event.js"
import { maskSensitive, sensitiveValuesOf, withSensitiveValues } from "./SensitiveValues.js"

const ssn = parse("ssn", "219-09-9999")
const password = parse("credential", "hunter2-pass")
const dob = parse("dob", "1985-04-12")
const lead = { email: parse("email", "kim@example.com"), ssn, password, dob, comments: "my ssn is 219-09-9999" }
const vars = { lead, flow: { id: "f" } }

const source = {
  id: "e1",
  type: "source",
  outcome: "success",
  vars,
  request: { method: "POST", uri: "/submit?ssn=219-09-9999", body: JSON.stringify({ ssn: "219-09-9999", password: "hunter2-pass" }) }
} as unknown as LeadEvent
const recipient = {
  id: "e2",
  type: "recipient",
  outcome: "success",
  vars,
  transactions: [{ request: { body: "ssn=219099999&pw=hunter2-pass" }, response: { body: '{"echo":"219099999"}' } }]
} as unknown as LeadEvent

describe("maskSensitive", () => {
  it("masks ssn and credential values in vars.lead and their texts everywhere else in the event", () => {
    const [s, r] = maskSensitive([source, recipient]) as ReadonlyArray<Record<string, unknown>>
    const text = JSON.stringify([s, r])
    for (const secret of ["219-09-9999", "219099999", "hunter2-pass", "9999", "219"]) expect(text).not.toContain(`"${secret}"`)
    expect(text).not.toContain("219-09-9999")
    expect(text).not.toContain("219099999")
    expect(text).not.toContain("hunter2-pass")
    const maskedLead = (s?.["vars"] as { lead: Record<string, unknown> }).lead
    expect(maskedLead["ssn"]).toMatchObject({ masked: true, last_four: "****", valid: true })
    expect(maskedLead["password"]).toMatchObject({ masked: true, normal: "************" })
    // A dob and the other values are kept: the age and year are used by rules and reports.
    expect(maskedLead["dob"]).toEqual(dob)
    expect(maskedLead["email"]).toEqual(lead.email)
    expect(maskedLead["comments"]).toBe("my ssn is ***********")
    // The events of one write share their masked lead; key order is kept.
    expect((r?.["vars"] as { lead: unknown }).lead).toBe(maskedLead)
    expect(Object.keys(s?.["vars"] as object)).toEqual(["lead", "flow"])
    expect((s?.["request"] as { uri: string }).uri).toBe("/submit?ssn=***********")
    // The events given are not changed, and masked events pass through as they are.
    expect(source.vars).toBe(vars)
    const again = maskSensitive([s, r] as unknown as ReadonlyArray<LeadEvent>)
    expect(again[0]).toBe(s)
  })

  it("returns the same events when none holds a sensitive value", () => {
    const plain = [{ id: "e3", type: "source", vars: { lead: { email: parse("email", "a@b.co"), dob } } }] as unknown as ReadonlyArray<LeadEvent>
    expect(maskSensitive(plain)).toBe(plain)
  })

  it("gives the clear values for a retry to keep, and puts them back", () => {
    const values = sensitiveValuesOf(lead)
    expect(values).toEqual({ ssn, password })
    const [masked] = maskSensitive([recipient])
    const restored = withSensitiveValues(masked as LeadEvent, values ?? {}) as unknown as { vars: { lead: Record<string, unknown> } }
    expect(restored.vars.lead["ssn"]).toEqual(ssn)
    expect(restored.vars.lead["password"]).toEqual(password)
  })
})
