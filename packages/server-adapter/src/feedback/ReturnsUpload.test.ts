import { Effect, Either, Option, Stream } from "effect"
import { describe, expect, it } from "vitest"
import type { FeedbackAnswer } from "./Returns.js"
import { uploadReturns } from "./ReturnsUpload.js"

const eventA = "65f0c1a2b3c4d5e6f7a8b9c0"
const eventB = "65f0c1a2b3c4d5e6f7a8b9c1"

/** The upload with `give` recording the rows it was given, each approved. */
const run = <E>(body: Stream.Stream<Uint8Array, E>) => {
  const given: Array<string> = []
  const give = (eventId: string) =>
    Effect.sync((): FeedbackAnswer => {
      given.push(eventId)
      return { id: `r-${eventId}`, lead_id: "lead", recipient_event_id: eventId, type: "return", outcome: "success", reason: null, status: "approved" }
    })
  const find = () => Effect.succeed(Option.none<string>())
  return Effect.runPromise(Effect.either(uploadReturns(body, give, find))).then((result) => ({ result, given }))
}

const bytes = (text: string) => new TextEncoder().encode(text)

describe("uploadReturns", () => {
  it("applies nothing when the body fails after its first rows (past the byte limit, unreadable)", async () => {
    const body = Stream.concat(
      Stream.make(bytes(`event_id,reason\n${eventA},bad\n`), bytes(`${eventB},bad\n`)),
      Stream.fail("413: past the limit" as const)
    )
    const { result, given } = await run(body)
    expect(result).toEqual(Either.left("413: past the limit"))
    expect(given).toEqual([])
  })

  it("applies the rows that pass once the whole body is read, in file order; a failing row is its own error", async () => {
    const body = Stream.make(bytes(`event_id,reason\n${eventA},bad\n`), bytes(`${eventB},${"x".repeat(1001)}\nzz,bad\n${eventB},ok\n`))
    const { result, given } = await run(body)
    expect(given).toEqual([eventA, eventB])
    expect(result).toEqual(
      Either.right({
        result: {
          rows: [
            { row: 2, ok: true, id: `r-${eventA}`, event_id: eventA, lead_id: "lead", status: "approved" },
            { row: 3, ok: false, event_id: eventB, error: "reason must be at most 1000 characters long" },
            { row: 4, ok: false, event_id: "zz", error: "event_id must be a 24-character hexadecimal BSON id" },
            { row: 5, ok: true, id: `r-${eventB}`, event_id: eventB, lead_id: "lead", status: "approved" }
          ],
          totals: { rows: 4, approved: 2, pending: 0, failed: 2, skipped: 0 }
        }
      })
    )
  })
})
