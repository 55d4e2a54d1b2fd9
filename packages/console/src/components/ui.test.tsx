// @vitest-environment happy-dom
import { render } from "preact"
import { act } from "preact/test-utils"
import { describe, expect, it } from "vitest"
import { ApiError } from "../api.js"
import { Chart } from "./Chart.js"
import { JsonEditor } from "./JsonEditor.js"
import { Confirm, ErrorBox, FirstLead, Loading, maskSecrets } from "./ui.js"

/** Mounts and lets effects run. */
const mountSettled = async (node: preact.ComponentChild) => {
  let root: HTMLElement | undefined
  await act(() => {
    root = mount(node)
  })
  return root as HTMLElement
}

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

  it("tells a new account how to submit a first lead, worded by what it has", () => {
    const none = mount(<FirstLead flows={[]} />).textContent ?? ""
    expect(none).toContain("Submit your first lead")
    expect(none).toContain("Create and deploy a flow")
    const draft = mount(<FirstLead flows={[{ id: "f0", name: "Starter", sources: [{ id: "s0" }] }]} />).textContent ?? ""
    expect(draft).toContain("Deploy your flow Starter")
    expect(draft).not.toContain("Create and deploy")
    const live = [
      { id: "f0", name: "Starter", sources: [{ id: "s0" }] },
      { id: "f1", name: "Live one", deployed_version: 2, sources: [{ id: "s1" }] }
    ]
    const text = mount(<FirstLead flows={live} />).textContent ?? ""
    expect(text).toContain("Your flow Live one is live")
    expect(text).toContain("/flows/f1/sources/s1/submit")
    expect(text).toContain("curl -X POST")
  })

  it("asks before a destructive action: Cancel has focus, Escape cancels, Confirm confirms", async () => {
    let confirmed = 0
    let cancelled = 0
    const root = await mountSettled(
      <Confirm question="Delete credential X? This cannot be undone." detail="Flows naming it will error." confirmLabel="Delete" onConfirm={() => confirmed++} onCancel={() => cancelled++} />
    )
    const dialog = root.querySelector("[role=alertdialog]") as HTMLElement
    expect(dialog.textContent).toContain("Delete credential X? This cannot be undone.")
    expect(dialog.textContent).toContain("Flows naming it will error.")
    expect(document.activeElement?.textContent).toBe("Cancel")
    dialog.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
    expect(cancelled).toBe(1)
    ;(root.querySelector("button.danger") as HTMLButtonElement).click()
    expect(confirmed).toBe(1)
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
