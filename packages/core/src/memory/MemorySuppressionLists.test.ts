import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeMemorySuppressionLists } from "./MemorySuppressionLists.js"

describe("makeMemorySuppressionLists", () => {
  it("add keeps a value's newest time: an add with an older time leaves it (as the SQL lists do)", async () => {
    const lists = makeMemorySuppressionLists()
    const answers = await Effect.runPromise(
      Effect.gen(function* () {
        yield* lists.add("dupes", ["a@example.com"], 2_000)
        // A batch of older rows, or a clock stepped back: the entry stays at 2,000.
        const added = yield* lists.add("dupes", ["a@example.com", "b@example.com"], 1_000)
        return {
          added,
          a: yield* lists.query("dupes", "a@example.com", 1_500),
          b: yield* lists.query("dupes", "b@example.com")
        }
      })
    )
    expect(answers).toEqual({ added: 2, a: { found: true, addedAt: 2_000 }, b: { found: true, addedAt: 1_000 } })
  })

  it("add with a newer time moves the value's time forward", async () => {
    const lists = makeMemorySuppressionLists()
    const found = await Effect.runPromise(
      Effect.gen(function* () {
        yield* lists.add("dupes", ["a@example.com"], 1_000)
        yield* lists.add("dupes", ["a@example.com"], 3_000)
        return yield* lists.query("dupes", "a@example.com", 2_000)
      })
    )
    expect(found).toEqual({ found: true, addedAt: 3_000 })
  })
})
