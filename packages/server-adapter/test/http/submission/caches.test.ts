import { describe, expect, it } from "vitest"
import { RevalidatingCache } from "../../../src/submission/RevalidatingCache.js"
import { parseSubmissionPath } from "../../../src/submission/SubmissionPaths.js"

interface Doc {
  readonly accountId: string
  readonly version: number
}

const setup = (store: Map<string, Doc>) => {
  let clock = 0
  let loads = 0
  const cache = new RevalidatingCache<Doc>(
    (id, previous) => {
      loads++
      const stored = store.get(id)
      return Promise.resolve(stored !== undefined && previous?.version === stored.version ? previous : stored)
    },
    1_000,
    () => clock
  )
  return { cache, tick: (ms: number) => void (clock += ms), loads: () => loads }
}

describe("the compiled-document cache", () => {
  it("answers fresh entries synchronously, shares a load, revalidates after maxAge", async () => {
    const store = new Map([["a", { accountId: "acc", version: 1 }]])
    const { cache, tick, loads } = setup(store)
    const first = cache.get("a")
    expect(first).toBeInstanceOf(Promise)
    expect(cache.get("a")).toBe(first)
    expect(await first).toEqual({ accountId: "acc", version: 1 })
    expect(cache.get("a")).toEqual({ accountId: "acc", version: 1 })
    expect(loads()).toBe(1)
    store.set("a", { accountId: "acc", version: 2 })
    tick(999)
    expect(cache.get("a")).toEqual({ accountId: "acc", version: 1 })
    tick(1)
    expect(await cache.get("a")).toEqual({ accountId: "acc", version: 2 })
    expect(loads()).toBe(2)
  })

  it("remembers unknown ids, and invalidation forgets them", async () => {
    const store = new Map<string, Doc>()
    const { cache, loads } = setup(store)
    expect(await cache.get("x")).toBeUndefined()
    expect(cache.get("x")).toBeUndefined()
    expect(loads()).toBe(1)
    store.set("x", { accountId: "acc", version: 1 })
    cache.invalidate("acc", "x")
    expect(await cache.get("x")).toEqual({ accountId: "acc", version: 1 })
    cache.invalidate("other")
    expect(cache.get("x")).toEqual({ accountId: "acc", version: 1 })
    cache.invalidate("acc")
    expect(cache.get("x")).toBeInstanceOf(Promise)
  })

  it("keeps serving a known value when the store fails; fails when nothing is known", async () => {
    let failing = false
    let clock = 0
    const cache = new RevalidatingCache<Doc>(
      () => (failing ? Promise.reject(new Error("down")) : Promise.resolve({ accountId: "acc", version: 1 })),
      1_000,
      () => clock
    )
    await cache.get("a")
    failing = true
    clock += 5_000
    expect(await cache.get("a")).toEqual({ accountId: "acc", version: 1 })
    await expect(cache.get("b")).rejects.toThrow("down")
  })

  it("gives up a load that does not settle within its time limit: the known value serves, the load is aborted, the next lookup loads again", async () => {
    let hanging = false
    let clock = 0
    const signals: Array<AbortSignal> = []
    const cache = new RevalidatingCache<Doc>(
      (_id, _previous, signal) => {
        signals.push(signal)
        return hanging ? new Promise<never>(() => {}) : Promise.resolve({ accountId: "acc", version: 1 })
      },
      1_000,
      () => clock,
      50
    )
    await cache.get("a")
    hanging = true
    clock += 5_000
    const started = Date.now()
    // Lookups sharing the load that never settles are all answered at its time limit.
    expect(await Promise.all([cache.get("a"), cache.get("a")])).toEqual([
      { accountId: "acc", version: 1 },
      { accountId: "acc", version: 1 }
    ])
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(signals[1]?.aborted).toBe(true)
    // Nothing known: the lookup fails (503 on the submission path) rather than wait.
    await expect(cache.get("b")).rejects.toThrow("did not answer within 50 ms")
    // Once due again, a lookup starts a load of its own rather than share the one given up.
    hanging = false
    clock += 5_000
    expect(await cache.get("a")).toEqual({ accountId: "acc", version: 1 })
    expect(signals).toHaveLength(4)
  })
})

describe("submission paths", () => {
  it("flow and router URLs, submit and ping, with or without a trailing slash", () => {
    expect(parseSubmissionPath("/flows/f/sources/s/submit")).toEqual({ kind: "flow", flowId: "f", sourceId: "s", ping: false })
    expect(parseSubmissionPath("/flows/f/sources/s/ping/")).toEqual({ kind: "flow", flowId: "f", sourceId: "s", ping: true })
    expect(parseSubmissionPath("/routers/r/submit")).toEqual({ kind: "router", routerId: "r", ping: false })
    expect(parseSubmissionPath("/routers/r/ping")).toEqual({ kind: "router", routerId: "r", ping: true })
  })

  it("lower-cases flow, router and object-id source ids; a short source id keeps its case", () => {
    const flow = "5FD4371E940DF5A34A3888B2"
    const entity = "5FD4371E940DF5A34A3888C3"
    expect(parseSubmissionPath(`/flows/${flow}/sources/${entity}/submit`)).toEqual({
      kind: "flow",
      flowId: flow.toLowerCase(),
      sourceId: entity.toLowerCase(),
      ping: false
    })
    expect(parseSubmissionPath(`/flows/${flow}/sources/SrC001/ping`)).toEqual({ kind: "flow", flowId: flow.toLowerCase(), sourceId: "SrC001", ping: true })
    expect(parseSubmissionPath(`/routers/${flow}/submit`)).toEqual({ kind: "router", routerId: flow.toLowerCase(), ping: false })
  })

  it("leaves every other path to the management API", () => {
    for (const path of ["/flows", "/flows/f", "/flows/f/sources", "/flows/f/sources/s", "/flows/f/sources/s/other", "/flows//sources/s/submit", "/routers", "/routers/r", "/routers/r/other", "/status"])
      expect(parseSubmissionPath(path)).toBeUndefined()
  })
})
