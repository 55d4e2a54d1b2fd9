import { describe, expect, it } from "@effect/vitest"
import { IntegrationError, makeMemorySuppressionLists, StoreError, SuppressionLists } from "@leadflow/core"
import { Effect, Layer, TestClock } from "effect"
import type { Appended, HandleContext, HandleIntegration } from "../../Contract.js"
import { checkPackage } from "../../testing/checkPackage.js"
import { formatProblems } from "../../testing/Problem.js"
import { addItem, deleteItem, DUPLICATE, isUnique, queryItem, STORE_UNAVAILABLE, suppressionListPackage } from "./index.js"
import { MISSING_LIST } from "./ListRequest.js"

const context: HandleContext = {
  http: { send: () => Effect.fail(new IntegrationError({ reason: "list integrations make no HTTP calls" })) },
  timeoutMs: 1000
}

/** Run an integration and give back what it appends under its prefix. */
const call = (integration: HandleIntegration, prefix: string, vars: Record<string, unknown>) =>
  Effect.map(integration.handle(vars, context), (appended: Appended) => appended[prefix] as Record<string, unknown>)

const query = (vars: Record<string, unknown>) => call(queryItem, "query_item", vars)
const add = (vars: Record<string, unknown>) => call(addItem, "add_item", vars)
const remove = (vars: Record<string, unknown>) => call(deleteItem, "delete_item", vars)
const unique = (vars: Record<string, unknown>) => call(isUnique, "is_unique", vars)

/** A fresh in-memory list store per test. */
const lists = () => Layer.sync(SuppressionLists, makeMemorySuppressionLists)

describe("leadflow-suppressionlist package", () => {
  it("passes the package checks (variables, outcome prefix, validate on empty vars)", () => {
    expect(formatProblems(checkPackage(suppressionListPackage))).toBe("")
  })

  it("appends each module under its own prefix", () => {
    const prefixes = suppressionListPackage.integrations.map(
      (i) => i.response_variables.find((v) => v.name.endsWith(".outcome"))?.name
    )
    expect(prefixes).toEqual(["query_item.outcome", "add_item.outcome", "delete_item.outcome", "is_unique.outcome"])
  })

  it("skips a call without a list name", () => {
    for (const integration of suppressionListPackage.integrations)
      if ("validate" in integration && integration.validate !== undefined)
        expect(integration.validate({ values: "x" })).toBe(MISSING_LIST)
  })
})

describe("values no list can hold", () => {
  it.effect("add_item counts a value over 1,024 bytes or with a control character as rejected, and adds the rest", () =>
    Effect.gen(function* () {
      const answer = yield* add({ list_name: "l", values: ["x".repeat(1_025), "ok", "a\u0000b", ""] })
      expect(answer).toEqual({ outcome: "success", accepted: 1, rejected: 3, specified_lists: ["l"] })
      expect((yield* query({ list_name: "l", values: "ok" }))["found"]).toBe(true)
    }).pipe(Effect.provide(lists()))
  )

  it("every step is skipped with the reason when no value is left", () => {
    for (const integration of suppressionListPackage.integrations)
      if ("validate" in integration && integration.validate !== undefined)
        expect(integration.validate({ list_name: "l", values: "界".repeat(400) })).toBe("values must be at most 1024 bytes (UTF-8)")
  })
})

describe("lookback windows", () => {
  it.effect("a fractional lookback starts its window at a whole ms (rounded down)", () =>
    Effect.gen(function* () {
      const starts: Array<number | undefined> = []
      const store = makeMemorySuppressionLists()
      const recording = { ...store, query: (list: string, value: string, since?: number) => (starts.push(since), store.query(list, value, since)) }
      yield* TestClock.setTime(1_780_000_000_123)
      yield* query({ list_name: "l", values: "x", lookback: { value: "0.000000001", interval: "year" } }).pipe(
        Effect.provideService(SuppressionLists, recording)
      )
      yield* query({ list_name: "l", values: "x", lookback: { value: 1.5, interval: "minute" } }).pipe(
        Effect.provideService(SuppressionLists, recording)
      )
      expect(starts).toEqual([1_780_000_000_123 - 32, 1_780_000_000_123 - 90_000])
    })
  )
})

describe("query_item", () => {
  it.effect("answers found: false as a success on an empty list", () =>
    Effect.gen(function* () {
      const answer = yield* query({ list_name: "Sold Leads", values: "5127891111" })
      expect(answer).toEqual({ outcome: "success", found: false, found_in: [], specified_lists: ["sold_leads"], key: "5127891111" })
    }).pipe(Effect.provide(lists()))
  )

  it.effect("finds what add_item added, whatever the case and spacing of the list name and value", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(Date.parse("2026-03-01T10:00:00Z"))
      yield* add({ list_name: "Sold Leads", values: "Jane@Example.com" })
      const answer = yield* query({ list_name: "sold_leads", values: " jane@example.COM " })
      expect(answer).toMatchObject({ outcome: "success", found: true, found_in: ["sold_leads"], added_at: "2026-03-01T10:00:00.000Z" })
    }).pipe(Effect.provide(lists()))
  )

  it.effect("is found when any value is on any list, and says on which lists", () =>
    Effect.gen(function* () {
      yield* add({ list_name: "dnc", values: "5127891111" })
      yield* add({ list_name: "customers", values: "jane@example.com" })
      const answer = yield* query({ list_name: "leads, dnc | customers", values: "bob@example.com, jane@example.com,5127891111" })
      expect(answer).toMatchObject({ found: true, found_in: ["dnc", "customers"], specified_lists: ["leads", "dnc", "customers"] })
      expect((yield* query({ list_name: "leads", values: "jane@example.com" }))["found"]).toBe(false)
    }).pipe(Effect.provide(lists()))
  )

  it.effect("still finds entries stored under a list's old normal form (leads-2015 was leads_2015)", () =>
    Effect.gen(function* () {
      const store = yield* SuppressionLists
      yield* store.add("leads_2015", ["jane@example.com", "bob@example.com"], 1_000)
      expect(yield* query({ list_name: "leads-2015", values: "jane@example.com" })).toMatchObject({ found: true, found_in: ["leads2015"] })
      expect((yield* unique({ list_name: "leads-2015", values: "jane@example.com" }))["outcome"]).toBe("failure")
      expect((yield* remove({ list_name: "leads-2015", values: "bob@example.com" }))["deleted"]).toBe(1)
      expect((yield* query({ list_name: "leads-2015", values: "bob@example.com" }))["found"]).toBe(false)
      // New entries go under the new form.
      yield* add({ list_name: "leads-2015", values: "new@example.com" })
      expect((yield* store.query("leads2015", "new@example.com")).found).toBe(true)
    }).pipe(Effect.provide(lists()))
  )

  it.effect("reports the most recent matching entry", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(Date.parse("2026-03-01T00:00:00Z"))
      yield* add({ list_name: "a", values: "x" })
      yield* TestClock.adjust("2 hours")
      yield* add({ list_name: "b", values: "y" })
      expect((yield* query({ list_name: "a,b", values: "x,y" }))["added_at"]).toBe("2026-03-01T02:00:00.000Z")
    }).pipe(Effect.provide(lists()))
  )

  it.effect("counts only entries added within the lookback", () =>
    Effect.gen(function* () {
      yield* add({ list_name: "recent", values: "x" })
      yield* TestClock.adjust("36 hours")
      const found = (lookback: unknown) => Effect.map(query({ list_name: "recent", values: "x", lookback }), (a) => a["found"])
      expect(yield* found({ value: 1, interval: "day" })).toBe(false)
      expect(yield* found({ value: 2, interval: "day" })).toBe(true)
      expect(yield* found({ value: 35, interval: "hours" })).toBe(false)
      expect(yield* found(2)).toBe(true)
      expect(yield* found(undefined)).toBe(true)
    }).pipe(Effect.provide(lists()))
  )
})

describe("add_item and delete_item", () => {
  it.effect("add_item adds each distinct value to every list named and counts blanks as rejected", () =>
    Effect.gen(function* () {
      const answer = yield* add({ list_name: "a | b", values: "x, X ,, y" })
      expect(answer).toEqual({ outcome: "success", accepted: 2, rejected: 1, specified_lists: ["a", "b"] })
      for (const list_name of ["a", "b"])
        for (const values of ["x", "y"]) expect((yield* query({ list_name, values }))["found"]).toBe(true)
    }).pipe(Effect.provide(lists()))
  )

  it.effect("add_item stamps an existing entry again, so a lookback counts from the latest addition", () =>
    Effect.gen(function* () {
      yield* add({ list_name: "l", values: "x" })
      yield* TestClock.adjust("3 days")
      yield* add({ list_name: "l", values: "x" })
      expect((yield* query({ list_name: "l", values: "x", lookback: 1 }))["found"]).toBe(true)
    }).pipe(Effect.provide(lists()))
  )

  it.effect("delete_item removes the values and counts the entries removed over all lists", () =>
    Effect.gen(function* () {
      yield* add({ list_name: "a", values: "x,y" })
      yield* add({ list_name: "b", values: "x" })
      const answer = yield* remove({ list_name: "a,b,c", values: "x, y, z," })
      expect(answer).toEqual({ outcome: "success", deleted: 3, rejected: 1, specified_lists: ["a", "b", "c"] })
      expect((yield* query({ list_name: "a,b", values: "x,y" }))["found"]).toBe(false)
      expect((yield* remove({ list_name: "a", values: "x" }))["deleted"]).toBe(0)
    }).pipe(Effect.provide(lists()))
  )
})

describe("is_unique", () => {
  it.effect("adds a new value (success), then fails it as a duplicate", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(Date.parse("2026-03-01T10:00:00Z"))
      const first = yield* unique({ list_name: "Leads", values: "5127891111" })
      expect(first).toEqual({
        outcome: "success",
        found: false,
        found_in: [],
        specified_lists: ["leads"],
        key: "5127891111",
        added: true
      })
      yield* TestClock.adjust("1 minute")
      const second = yield* unique({ list_name: "leads", values: "5127891111" })
      expect(second).toEqual({
        outcome: "failure",
        reason: DUPLICATE,
        found: true,
        found_in: ["leads"],
        added_at: "2026-03-01T10:00:00.000Z",
        specified_lists: ["leads"],
        key: "5127891111",
        added: false
      })
    }).pipe(Effect.provide(lists()))
  )

  it.effect("is unique again once the entry is older than the lookback (the rapid-fire dedupe pattern)", () =>
    Effect.gen(function* () {
      const vars = { list_name: "rapid", values: "x", lookback: { value: 1, interval: "minute" } }
      expect((yield* unique(vars))["outcome"]).toBe("success")
      yield* TestClock.adjust("30 seconds")
      expect((yield* unique(vars))["outcome"]).toBe("failure")
      yield* TestClock.adjust("61 seconds")
      expect((yield* unique(vars))["outcome"]).toBe("success")
    }).pipe(Effect.provide(lists()))
  )

  it.effect("with several values, a duplicate adds none of them", () =>
    Effect.gen(function* () {
      yield* add({ list_name: "l", values: "known" })
      const answer = yield* unique({ list_name: "l", values: "new, known" })
      expect(answer).toMatchObject({ outcome: "failure", reason: DUPLICATE, found_in: ["l"], added: false })
      expect((yield* query({ list_name: "l", values: "new" }))["found"]).toBe(false)
      expect((yield* unique({ list_name: "l | m", values: "new, other" }))["outcome"]).toBe("success")
      expect((yield* query({ list_name: "m", values: "other" }))["found"]).toBe(true)
    }).pipe(Effect.provide(lists()))
  )

  /** The memory store, yielding before every call as a database would, so concurrent leads interleave. */
  const slowLists = Layer.sync(SuppressionLists, () => {
    const store = makeMemorySuppressionLists()
    return {
      query: (...args) => Effect.zipRight(Effect.yieldNow(), store.query(...args)),
      add: (...args) => Effect.zipRight(Effect.yieldNow(), store.add(...args)),
      remove: (...args) => Effect.zipRight(Effect.yieldNow(), store.remove(...args)),
      addIfAbsent: (...args) => Effect.zipRight(Effect.yieldNow(), store.addIfAbsent(...args))
    }
  })

  it.effect("lets exactly one of many concurrent leads with the same values through", () =>
    Effect.gen(function* () {
      for (const vars of [
        { list_name: "l", values: "same" },
        { list_name: "l, m", values: "one, two" }
      ]) {
        const answers = yield* Effect.all(
          Array.from({ length: 20 }, () => unique(vars)),
          { concurrency: "unbounded" }
        )
        expect(answers.filter((a) => a["outcome"] === "success")).toHaveLength(1)
        expect(answers.filter((a) => a["reason"] === DUPLICATE)).toHaveLength(19)
      }
    }).pipe(Effect.provide(slowLists))
  )
})

describe("failures of the store and of the request", () => {
  const failing = Layer.succeed(SuppressionLists, {
    query: () => Effect.fail(new StoreError({ message: "down" })),
    add: () => Effect.fail(new StoreError({ message: "down" })),
    remove: () => Effect.fail(new StoreError({ message: "down" })),
    addIfAbsent: () => Effect.fail(new StoreError({ message: "down" }))
  })

  it.effect("a store failure is an error outcome under the module's prefix", () =>
    Effect.gen(function* () {
      const vars = { list_name: "l", values: "x" }
      for (const [integration, prefix] of [
        [queryItem, "query_item"],
        [addItem, "add_item"],
        [deleteItem, "delete_item"],
        [isUnique, "is_unique"]
      ] as const)
        expect(yield* call(integration, prefix, vars)).toEqual({ outcome: "error", reason: STORE_UNAVAILABLE })
    }).pipe(Effect.provide(failing))
  )

  it.effect("a request validate would have skipped is an error when handled anyway", () =>
    Effect.gen(function* () {
      expect(yield* query({ values: "x" })).toEqual({ outcome: "error", reason: MISSING_LIST })
    }).pipe(Effect.provide(lists()))
  )
})
