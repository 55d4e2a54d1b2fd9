// @vitest-environment happy-dom
import { render } from "preact"
import { afterEach, describe, expect, it, vi } from "vitest"
import { getKey } from "../session.js"
import { SignIn } from "./SignIn.js"

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe("SignIn", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    sessionStorage.clear()
  })

  const mount = (onSignedIn: () => void) => {
    const root = document.createElement("div")
    document.body.appendChild(root)
    render(<SignIn onSignedIn={onSignedIn} />, root)
    const input = root.querySelector("#api-key") as HTMLInputElement
    const type = (text: string) => {
      input.value = text
      input.dispatchEvent(new Event("input", { bubbles: true }))
    }
    return { root, input, type, submit: () => (root.querySelector("form") as HTMLFormElement).dispatchEvent(new Event("submit", { cancelable: true })) }
  }

  it("checks the key with GET /account and keeps it in sessionStorage only", async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{"id":"a"}', { headers: { "content-type": "application/json" } })))
    vi.stubGlobal("fetch", fetch)
    const done = vi.fn()
    const form = mount(done)
    expect(form.root.querySelector("label[for=api-key]")?.textContent).toBe("API key")
    expect(form.input.type).toBe("password")
    form.type(" good-key ")
    await settle()
    form.submit()
    await settle()
    expect(fetch).toHaveBeenCalledWith("/account", expect.objectContaining({ method: "GET" }))
    expect(done).toHaveBeenCalled()
    expect(getKey()).toBe("good-key")
    expect(localStorage.length).toBe(0)
  })

  it("says when the key is refused, and keeps nothing", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response('{"error":"Unauthorized"}', { status: 401, headers: { "content-type": "application/json" } })))
    const done = vi.fn()
    const form = mount(done)
    form.type("bad")
    await settle()
    form.submit()
    await settle()
    expect(done).not.toHaveBeenCalled()
    expect(form.root.querySelector("[role=alert]")?.textContent).toContain("not accepted")
    expect(getKey()).toBeNull()
  })
})
