import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { IntegrationError } from "@leadflow/core"
import { defineIntegration, type HandleContext } from "../Contract.js"
import { runHandle } from "./runHandle.js"

const seen: Array<{ readonly vars: Readonly<Record<string, unknown>>; readonly timeoutMs: number }> = []

const lookup = defineIntegration({
  id: "leadflow-sample.outbound.lookup",
  name: "Lookup",
  type: "enhancement",
  request_variables: [{ name: "phone", type: "phone", description: "Phone" }],
  response_variables: [{ name: "lookup.outcome", type: "string", description: "Outcome" }],
  validate: () => "never used here",
  handle: (vars, { http, timeoutMs }: HandleContext) => {
    if (vars["mode"] === "throw") throw new Error("thrown while building")
    return Effect.gen(function* () {
      seen.push({ vars, timeoutMs })
      const mode = vars["mode"]
      if (mode === "die") return yield* Effect.die(new Error("a bug"))
      if (mode === "fail") return yield* Effect.fail(new IntegrationError({ reason: "service down" }))
      const answer = yield* http.send({ url: "https://api.example/lookup", method: "GET" })
      return { lookup: { outcome: "success", body: answer.body } }
    })
  }
})

describe("runHandle", () => {
  it("runs handle with typed vars, the step timeout and the fake http", async () => {
    seen.length = 0
    const run = await runHandle(lookup, { phone: "(512) 789-1111", timeout_seconds: 5 }, [{ body: "found" }])
    expect(run).toEqual({
      appended: { lookup: { outcome: "success", body: "found" } },
      failed: false,
      failedInHttp: false,
      requests: [{ url: "https://api.example/lookup", method: "GET" }]
    })
    expect((seen[0]?.vars["phone"] as { normal: string }).normal).toBe("5127891111")
    expect(seen[0]?.timeoutMs).toBe(5000)
  })

  it("defaults the timeout to 360 s, as the engine does", async () => {
    seen.length = 0
    await runHandle(lookup, {}, [{ body: "x" }])
    expect(seen[0]?.timeoutMs).toBe(360_000)
  })

  it("turns a failure into the error the runtime appends, under the prefix", async () => {
    expect(await runHandle(lookup, { mode: "fail" })).toEqual({
      appended: { lookup: { outcome: "error", reason: "service down" } },
      failed: true,
      failedInHttp: false,
      requests: []
    })
    const unanswered = await runHandle(lookup, {})
    expect(unanswered.appended).toEqual({ lookup: { outcome: "error", reason: "fake http: no answer for request 1 (GET https://api.example/lookup)" } })
    expect(unanswered.failedInHttp).toBe(true)
    expect((await runHandle(lookup, {}, [{ error: "connection refused" }])).failedInHttp).toBe(true)
  })

  it("rejects a handle that throws or dies: a bug, not an outcome", async () => {
    await expect(runHandle(lookup, { mode: "throw" })).rejects.toThrow(/^handle threw \(the engine would record an error\): thrown while building$/)
    await expect(runHandle(lookup, { mode: "die" })).rejects.toThrow(/^handle died \(fail with an IntegrationError instead\).*a bug/s)
  })
})
