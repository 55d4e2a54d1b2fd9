import { describe, expect, it } from "vitest"
import { isTypedValue, parse } from "@leadflow/types"
import { varsTyper } from "./RequestVars.js"

const typer = varsTyper([
  { name: "lead.email", type: "email", description: "Email" },
  { name: "lead.first_name", type: "string", description: "Text stays text" },
  { name: "api_key", type: "credential", description: "A secret, kept as given" },
  { name: "json_property.*", type: "wildcard", description: "A family" }
])

describe("varsTyper", () => {
  it("parses declared typed variables, leaving text, credentials and wildcards as given", () => {
    const vars = { lead: { email: "Jane@Example.com", first_name: " Jane " }, api_key: "k3y", json_property: { a: "1" } }
    const typed = typer(vars)
    const email = (typed["lead"] as Record<string, unknown>)["email"]
    expect(isTypedValue(email) && email.normal).toBe("jane@example.com")
    expect((typed["lead"] as Record<string, unknown>)["first_name"]).toBe(" Jane ")
    expect(typed["api_key"]).toBe("k3y")
    expect(typed["json_property"]).toBe(vars.json_property)
    // The caller's vars are not changed.
    expect(vars.lead.email).toBe("Jane@Example.com")
  })

  it("returns the vars themselves when everything is typed already", () => {
    const vars = { lead: { email: parse("email", "jane@example.com") } }
    expect(typer(vars)).toBe(vars)
    expect(varsTyper([{ name: "url", type: "string", description: "" }])(vars)).toBe(vars)
  })
})
