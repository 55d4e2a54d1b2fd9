/**
 * The console's real components rendered in happy-dom against a real Leadflow server: the app's
 * `fetch` calls are forwarded to the server (with undici, so no CORS in the way) and recorded.
 * Test files start with `// @vitest-environment happy-dom`.
 */
import { h, render } from "preact"
import { fetch as undiciFetch } from "undici"
import { vi } from "vitest"
import { App } from "../../src/App.js"
import { setKey } from "../../src/session.js"

export interface Call {
  readonly method: string
  readonly url: string
  readonly status: number
}

/** Sends the console's requests to `serverUrl` (set as `window.LEADFLOW_API`) and records them. */
export const forwardTo = (serverUrl: string): Array<Call> => {
  const calls: Array<Call> = []
  ;(globalThis as { LEADFLOW_API?: string }).LEADFLOW_API = serverUrl
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const { signal, ...rest } = init
    if (signal?.aborted) throw new DOMException("aborted", "AbortError")
    const res = await undiciFetch(url, rest as never)
    const body = await res.arrayBuffer()
    calls.push({ method: init.method ?? "GET", url, status: res.status })
    if (signal?.aborted) throw new DOMException("aborted", "AbortError")
    return new Response(res.status === 204 || res.status === 304 ? null : body, {
      status: res.status,
      statusText: res.statusText,
      headers: [...res.headers] as Array<[string, string]>
    })
  })
  return calls
}

export const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `check` returns a truthy value (or the time is up), returning its last value. */
export const waitFor = async <A>(check: () => A, ms = 5_000): Promise<A> => {
  const until = Date.now() + ms
  for (;;) {
    const value = check()
    if (value || Date.now() > until) return value
    await settle(20)
  }
}

export const mountPoint = (): HTMLElement => {
  document.body.innerHTML = ""
  const root = document.createElement("div")
  document.body.appendChild(root)
  return root
}

/**
 * The console signed in with `key` at `hash`, talking to `serverUrl`: `draw` renders the app
 * (a test that expects a render to throw calls it itself).
 */
export const mountConsole = (serverUrl: string, key: string, hash: string) => {
  const calls = forwardTo(serverUrl)
  setKey(key)
  window.location.hash = hash
  const root = mountPoint()
  return { root, calls, draw: () => render(h(App, {}), root) }
}

/** The console drawn at `hash`, once `ready` holds (and a little after, for late answers). */
export const openConsole = async (serverUrl: string, key: string, hash: string, ready: (root: HTMLElement) => unknown) => {
  const mounted = mountConsole(serverUrl, key, hash)
  mounted.draw()
  await waitFor(() => ready(mounted.root))
  await settle(100)
  return mounted
}

export const typeInto = (input: Element | null, text: string): void => {
  const el = input as HTMLInputElement
  el.value = text
  el.dispatchEvent(new Event("input", { bubbles: true }))
  el.dispatchEvent(new Event("change", { bubbles: true }))
}

export const submitForm = (form: Element | null): void => {
  ;(form as HTMLFormElement).dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))
}

export const buttonOf = (root: ParentNode, text: string | RegExp): HTMLButtonElement | undefined =>
  [...root.querySelectorAll("button")].find((b) => (typeof text === "string" ? b.textContent?.trim() === text : text.test(b.textContent ?? "")))

export const clickButton = (root: ParentNode, text: string | RegExp): void => {
  const button = buttonOf(root, text)
  if (button === undefined) throw new Error(`no button ${String(text)}`)
  button.click()
}

/** The texts of the page's alerts (error boxes). */
export const alerts = (root: ParentNode): Array<string> => [...root.querySelectorAll("[role=alert]")].map((a) => a.textContent ?? "")

export const basic = (key: string) => `Basic ${Buffer.from(`API:${key}`).toString("base64")}`

/** A JSON call to the server with a key (setting up what a test looks at). */
export const api = async (url: string, key: string, method: string, path: string, body?: unknown) => {
  const res = await undiciFetch(`${url}${path}`, {
    method,
    headers: { authorization: basic(key), accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const text = await res.text()
  let json: unknown = text
  try {
    json = JSON.parse(text)
  } catch {
    // text
  }
  return { status: res.status, json: json as Record<string, unknown> & Array<Record<string, unknown>> }
}

/** Unmounts what `mountPoint` held, restores fetch, forgets the server's URL and empties sessionStorage. */
export const cleanup = async (): Promise<void> => {
  const root = document.body.firstElementChild
  if (root !== null) render(null, root as HTMLElement)
  delete (globalThis as { LEADFLOW_API?: string }).LEADFLOW_API
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  sessionStorage.clear()
}
