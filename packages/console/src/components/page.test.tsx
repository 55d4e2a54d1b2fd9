// @vitest-environment happy-dom
import { render } from "preact"
import { act } from "preact/test-utils"
import { describe, expect, it } from "vitest"
import { Confirming, DataTable, Options, PageStatus, sourcesOf, useConfirm } from "./page.js"

const mount = async (node: preact.ComponentChild) => {
  const root = document.createElement("div")
  document.body.appendChild(root)
  await act(() => render(node, root))
  return root
}

describe("page scaffolding", () => {
  it("shows what an action is doing, what it said (role=status) and how it failed", async () => {
    const root = await mount(<PageStatus busy="Saving" notice="Saved." error={new Error("boom")} />)
    expect(root.querySelector(".loading")?.textContent).toContain("Saving")
    expect(root.querySelector("p.notice[role=status]")?.textContent).toBe("Saved.")
    expect(root.querySelector("[role=alert]")?.textContent).toContain("boom")
    const idle = await mount(<PageStatus busy="" notice="" error={undefined} />)
    expect(idle.innerHTML).toBe("")
  })

  it("draws a table with a caption (hidden unless shown) and column headers", async () => {
    const root = await mount(
      <DataTable caption="Keys" columns={["Name", "Scope"]}>
        <tr>
          <th scope="row">a</th>
          <td>full</td>
        </tr>
      </DataTable>
    )
    expect(root.querySelector("caption.sr-only")?.textContent).toBe("Keys")
    expect([...root.querySelectorAll("thead th[scope=col]")].map((th) => th.textContent)).toEqual(["Name", "Scope"])
    expect(root.querySelector("tbody th[scope=row]")?.textContent).toBe("a")
    const shown = await mount(<DataTable caption="2 leads" showCaption columns={[]}>{null}</DataTable>)
    expect(shown.querySelector("caption")?.hasAttribute("class")).toBe(false)
  })

  it("asks about one subject, clears it before confirming, and cancels", async () => {
    const confirmed: Array<string> = []
    let ask: (s: string) => void = () => undefined
    const Page = () => {
      const confirm = useConfirm<string>()
      ask = confirm.ask
      return <Confirming confirm={confirm} question={(s) => `Delete ${s}?`} onConfirm={(s) => confirmed.push(s)} />
    }
    const root = await mount(<Page />)
    expect(root.querySelector("[role=alertdialog]")).toBeNull()
    await act(() => ask("report A"))
    expect(root.querySelector("[role=alertdialog]")?.textContent).toContain("Delete report A?")
    await act(() => (root.querySelector("button.danger") as HTMLButtonElement).click())
    expect(confirmed).toEqual(["report A"])
    expect(root.querySelector("[role=alertdialog]")).toBeNull()
    await act(() => ask("report B"))
    await act(() => (root.querySelector("button.secondary") as HTMLButtonElement).click())
    expect(confirmed).toEqual(["report A"])
    expect(root.querySelector("[role=alertdialog]")).toBeNull()
  })

  it("lists each flow's sources once, after an “all” option", async () => {
    const sources = sourcesOf([{ sources: [{ entity: { id: "e1", name: "Seller" } }, {}] }, { sources: [{ entity: { id: "e1" } }, { entity: { id: "e2" } }] }])
    expect(sources).toEqual([
      ["e1", "e1"],
      ["e2", "e2"]
    ])
    const root = await mount(
      <select>
        <Options all="All sources" options={sources} />
      </select>
    )
    expect([...root.querySelectorAll("option")].map((o) => [o.value, o.textContent])).toEqual([
      ["", "All sources"],
      ["e1", "e1"],
      ["e2", "e2"]
    ])
  })
})
