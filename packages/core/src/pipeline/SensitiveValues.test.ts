import { parse } from "@leadflow/types"
import { describe, expect, it } from "vitest"
import type { LeadEvent } from "../model/Event.js"
import { maskSensitive, sensitiveValuesOf, withSensitiveValues } from "./SensitiveValues.js"

const ssn = parse("ssn", "219-09-9999")
const coSsn = parse("ssn", "078051120")
const password = parse("credential", "Summer2024!")
const dob = parse("dob", "1985-04-12")
const lead = { email: parse("email", "kim@example.com"), ssn, co_ssn: coSsn, password, dob, comments: "my ssn is 219-09-9999" }
// A custom field (co_ssn) is also at the top of the vars.
const vars = { lead, co_ssn: coSsn, flow: { id: "f" } }

const source = {
  id: "e1",
  type: "source",
  outcome: "success",
  ms: 1234,
  vars,
  request: {
    method: "POST",
    uri: "/submit?ssn=219-09-9999&pw=Summer2024%21",
    body: JSON.stringify({ ssn: "219-09-9999", co: "078051120", password: "Summer2024!" })
  }
} as unknown as LeadEvent
const recipient = {
  id: "e2",
  type: "recipient",
  outcome: "success",
  vars,
  transactions: [
    { request: { body: "ssn=219099999&co=078-05-1120&pw=Summer2024%21" }, response: { body: "<r><pw>Summer2024!</pw><s>219 09 9999</s></r>" } }
  ]
} as unknown as LeadEvent

describe("maskSensitive", () => {
  it("masks ssn and credential values in the vars and their texts in every text of the event", () => {
    const [s, r] = maskSensitive([source, recipient]) as ReadonlyArray<Record<string, unknown>>
    const text = JSON.stringify([s, r])
    for (const clear of ["219-09-9999", "219099999", "219 09 9999", "078051120", "078-05-1120", "Summer2024", '"219"', '"9999"', '"1120"'])
      expect(text).not.toContain(clear)
    const maskedVars = s?.["vars"] as Record<string, Record<string, unknown>>
    expect(maskedVars["lead"]?.["ssn"]).toMatchObject({ masked: true, last_four: "****", valid: true })
    expect(maskedVars["co_ssn"]).toMatchObject({ masked: true, last_four: "****" })
    expect(maskedVars["lead"]?.["password"]).toMatchObject({ masked: true, normal: "***********" })
    // A dob and the other values are kept: the age and year are used by rules and reports.
    expect(maskedVars["lead"]?.["dob"]).toEqual(dob)
    expect(maskedVars["lead"]?.["email"]).toEqual(lead.email)
    expect(maskedVars["lead"]?.["comments"]).toBe("my ssn is ***********")
    // The events of one write share their masked lead; key order and the event's own members are kept.
    expect((r?.["vars"] as { lead: unknown }).lead).toBe(maskedVars["lead"])
    expect(Object.keys(maskedVars)).toEqual(["lead", "co_ssn", "flow"])
    expect(s).toMatchObject({ id: "e1", type: "source", outcome: "success", ms: 1234 })
    expect((s?.["request"] as { uri: string }).uri).toBe("/submit?ssn=***********&pw=*************")
    // The events given are not changed, and masked events pass through as they are.
    expect(source.vars).toBe(vars)
    const again = maskSensitive([s, r] as unknown as ReadonlyArray<LeadEvent>)
    expect(again[0]).toBe(s)
  })

  it("rewrites only text: a credential that reads like a number or a word leaves the event whole", () => {
    for (const value of ["1234", "true", "null", "vars", "success"]) {
      const event = {
        id: "e3",
        type: "source",
        outcome: "success",
        ms: 1234,
        start_timestamp: 1_795_973_837_078,
        vars: { lead: { pin: parse("credential", value) }, ok: true, none: null },
        request: { body: `pin=${value}` }
      } as unknown as LeadEvent
      const [masked] = maskSensitive([event]) as ReadonlyArray<Record<string, unknown>>
      expect(masked).toMatchObject({ id: "e3", type: "source", outcome: "success", ms: 1234, start_timestamp: 1_795_973_837_078 })
      expect(masked?.["vars"]).toMatchObject({ ok: true, none: null, lead: { pin: { masked: true } } })
      expect((masked?.["request"] as { body: string }).body).toBe(`pin=${"*".repeat(value.length)}`)
    }
  })

  it("returns the same events when none holds a sensitive value", () => {
    const plain = [{ id: "e3", type: "source", vars: { lead: { email: parse("email", "a@b.co"), dob } } }] as unknown as ReadonlyArray<LeadEvent>
    expect(maskSensitive(plain)).toBe(plain)
  })

  it("gives the clear values for a retry to keep, and puts them back where they sat", () => {
    const values = sensitiveValuesOf(vars)
    expect(values).toEqual({ "lead.ssn": ssn, "lead.co_ssn": coSsn, "lead.password": password, co_ssn: coSsn })
    const [masked] = maskSensitive([recipient])
    const restored = withSensitiveValues(masked as LeadEvent, values ?? {}) as unknown as { vars: Record<string, Record<string, unknown>> }
    expect(restored.vars["lead"]?.["ssn"]).toEqual(ssn)
    expect(restored.vars["lead"]?.["password"]).toEqual(password)
    expect(restored.vars["co_ssn"]).toEqual(coSsn)
  })
})
