// @vitest-environment happy-dom
import { render } from "preact"
import { describe, expect, it } from "vitest"
import { ApiError } from "../api.js"
import { Chart } from "./Chart.js"
import { JsonEditor } from "./JsonEditor.js"
import { ErrorBox, FirstLead, Loading, maskSecrets } from "./ui.js"

const mount = (node: preact.ComponentChild) => {
  const root = document.createElement("div")
  document.body.appendChild(root)
  render(node, root)
  return root
}

describe("shared components", () => {
  it("shows the API's message and its errors by path", () => {
    const root = mount(<ErrorBox error={new ApiError(422, "Validation failed", { "steps.0.outcome": ["is missing"] })} />)
    expect(root.querySelector("[role=alert]")?.textContent).toContain("Validation failed")
    expect(root.textContent).toContain("HTTP 422")
    expect(root.querySelector("li code")?.textContent).toBe("steps.0.outcome")
    expect(mount(<ErrorBox error={undefined} />).innerHTML).toBe("")
  })

  it("announces loading", () => {
    expect(mount(<Loading what="Loading flows" />).querySelector("[role=status]")?.textContent).toBe("Loading flows…")
  })

  it("tells a new account how to submit a first lead", () => {
    const text = mount(<FirstLead flowId="f1" sourceId="s1" />).textContent ?? ""
    expect(text).toContain("Submit your first lead")
    expect(text).toContain("/flows/f1/sources/s1/submit")
    expect(text).toContain("curl -X POST")
  })

  it("lists a JSON editor's errors as buttons that select the line of their path", async () => {
    let value = JSON.stringify({ name: "f", steps: [{ type: "filter", bogus: 1 }] })
    const root = mount(<JsonEditor id="e" label="Flow" value={value} onInput={(t) => (value = t)} errors={{ "steps.0.bogus": ["is unexpected"] }} />)
    const textarea = root.querySelector("textarea") as HTMLTextAreaElement
    expect(root.querySelector("label")?.getAttribute("for")).toBe("e")
    expect(textarea.getAttribute("aria-invalid")).toBe("true")
    expect(textarea.getAttribute("aria-describedby")).toBe("e-errors")
    ;(root.querySelector("#e-errors button") as HTMLButtonElement).click()
    // The document is re-formatted so that each path has its own line.
    expect(value).toBe(JSON.stringify(JSON.parse(value), null, 2))
    expect(document.activeElement).toBe(textarea)
  })

  it("gives every chart a text alternative", () => {
    const root = mount(<Chart title="Leads" x={[1_700_000_000, 1_700_003_600]} series={[{ label: "Success", color: "#000", values: [2, 3] }]} />)
    expect(root.querySelector("[role=img]")?.getAttribute("aria-label")).toBe("Leads: Success 5 in total")
    expect([...root.querySelectorAll("tbody td")].map((td) => td.textContent)).toEqual(["2", "3"])
  })

  it("masks members that hold secrets", () => {
    expect(maskSecrets({ headers: { Authorization: "Basic abc", accept: "json" }, password: "p", list: [{ api_key: "k" }] })).toEqual({
      headers: { Authorization: "••••••", accept: "json" },
      password: "••••••",
      list: [{ api_key: "••••••" }]
    })
  })
})
