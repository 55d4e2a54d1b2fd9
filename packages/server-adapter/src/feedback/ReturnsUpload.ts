import { FeedbackPayload, type ReturnsUploadResult } from "@leadflow/api"
import { validationErrors } from "@leadflow/core"
import { Effect, Either, Option, Schema, Stream } from "effect"
import { CsvRows } from "../services/lists/CsvRows.js"
import type { FeedbackAnswer } from "./Returns.js"

export { deliveryOfLead } from "./RecipientEvents.js"

/**
 * `POST /feedback/returns`: a CSV of returns, in two steps.
 *
 * 1. **Read and check** the whole body as it streams in (CSV parsed chunk by chunk; what is held
 *    is each row's ids and reason, or its error): the header, then each row with the checks
 *    `POST /feedback` applies to its body (`FeedbackPayload`: `event_id` a BSON id, `reason` at
 *    most 1000 characters, no NUL). Nothing is given yet, so a body that fails on the way (past
 *    `maxReturnsUploadBytes`, unreadable, the client gone) changes nothing: the caller's 413 or
 *    400, or lost connection, means no row was applied.
 * 2. **Apply** the rows that passed, in file order, each given as `POST /feedback` takes it
 *    (`give`), one after the other, so a row's return is settled before the next one.
 *
 * The answer lists every row's result, so one upload processes at most `maxReturnRows` rows;
 * later ones are counted as skipped.
 */

export const maxReturnRows = 100_000

/** The largest CSV of returns (100,000 rows of ids and a short reason fit in a few MB). */
export const maxReturnsUploadBytes = 64 * 1024 * 1024

/** The 413's message: said before the body is read (Content-Length) or once it is past the limit. */
export const returnsUploadTooLarge = `A CSV of returns is limited to ${maxReturnsUploadBytes} bytes (64 MiB): nothing in this upload was applied`

type Result = typeof ReturnsUploadResult.Type
type Row = Result["rows"][number]

/** How a row's return went wrong: a message for the row (a 422's errors, a 404's error, ...). */
export type RowFailure = { readonly message: string }

/** A row's values as `POST /feedback` checks them: its body's own schemas, so the two agree. */
const RowValues = Schema.Struct({
  event_id: Schema.optionalWith(FeedbackPayload.fields.event_id, { exact: true }),
  reason: FeedbackPayload.fields.reason
})

const decodeRow = Schema.decodeUnknownEither(RowValues, { errors: "all" })

/** A row read and checked, to be given once the whole body has been read. */
interface Pending {
  readonly row: number
  readonly eventId: string
  readonly leadId: string
  readonly stepId: string
  readonly reason: string | undefined
}

/** A row as it stands after reading: refused already (its result), or waiting to be given. */
type Read = { readonly done: Row } | { readonly pending: Pending }

const column = (header: ReadonlyArray<string>, name: string): number => header.findIndex((field) => field.trim().toLowerCase() === name)

/** What a row's error names it by: its ids as given, when they are short enough to say back. */
const named = (eventId: string, leadId: string) => ({
  ...(eventId === "" || eventId.length > 100 ? {} : { event_id: eventId }),
  ...(leadId === "" || leadId.length > 100 ? {} : { lead_id: leadId })
})

/**
 * Read the CSV, check each row, then give each row's return (`give(eventId, reason)`); `find`
 * names the delivery of a row given by lead and step. A failing body fails the whole upload,
 * before anything is given.
 */
export const uploadReturns = <E, R>(
  body: Stream.Stream<Uint8Array, E>,
  give: (eventId: string, reason: string | undefined) => Effect.Effect<FeedbackAnswer, RowFailure, R>,
  find: (leadId: string, stepId: string) => Effect.Effect<Option.Option<string>, RowFailure, R>
): Effect.Effect<{ readonly result: Result } | { readonly headerError: string }, E, R> =>
  Effect.gen(function* () {
    const csv = new CsvRows()
    const decoder = new TextDecoder()
    const read: Array<Read> = []
    const totals = { rows: 0, approved: 0, pending: 0, failed: 0, skipped: 0 }
    let rowNumber = 0
    let header: { readonly event: number; readonly lead: number; readonly step: number; readonly reason: number } | undefined
    let headerError: string | undefined

    const refused = (row: Row, error: string): Read => ({ done: { ...row, ok: false, error } })
    /** Step 1: a data row checked, as `POST /feedback` checks its body. */
    const check = (fields: ReadonlyArray<string>): Read => {
      const row: Row = { row: rowNumber, ok: false }
      if (header === undefined) return refused(row, headerError ?? "no header row")
      const cell = (i: number) => (i === -1 ? "" : (fields[i] ?? "").trim())
      const eventId = cell(header.event)
      const leadId = cell(header.lead)
      const stepId = cell(header.step)
      const reason = cell(header.reason)
      // No stored id holds NUL, and PostgreSQL refuses it in text: the row's own error, not a lookup's.
      const unstorable = ([["event_id", eventId], ["lead_id", leadId], ["step_id", stepId], ["reason", reason]] as const).find(([, value]) =>
        value.includes("\u0000")
      )
      if (unstorable !== undefined) return refused(row, `${unstorable[0]} must not contain a NUL character (U+0000)`)
      const ids = named(eventId, leadId)
      if (eventId === "" && (leadId === "" || stepId === "")) return refused({ ...row, ...ids }, "needs event_id, or lead_id and step_id")
      const decoded = decodeRow({ ...(eventId === "" ? {} : { event_id: eventId }), ...(reason === "" ? {} : { reason }) })
      if (Either.isLeft(decoded)) {
        const errors = Object.entries(validationErrors(decoded.left)).map(([field, messages]) => `${field} ${messages.join("; ")}`)
        return refused({ ...row, ...ids }, errors.join("; "))
      }
      return { pending: { row: rowNumber, eventId, leadId, stepId, reason: reason === "" ? undefined : reason } }
    }
    const take = (fields: ReadonlyArray<string>): void => {
      rowNumber++
      if (rowNumber === 1) {
        const columns = { event: column(fields, "event_id"), lead: column(fields, "lead_id"), step: column(fields, "step_id"), reason: column(fields, "reason") }
        if (columns.event === -1 && (columns.lead === -1 || columns.step === -1))
          headerError = "has a header row naming no event_id column, nor lead_id and step_id columns"
        else header = columns
        return
      }
      totals.rows++
      if (totals.rows > maxReturnRows) {
        totals.skipped++
        return
      }
      read.push(check(fields))
    }
    const takeAll = (rows: ReadonlyArray<ReadonlyArray<string>>) => rows.forEach(take)
    // Step 1: the whole body, checked. A failure here (413, 400) ends the upload with nothing given.
    yield* Stream.runForEach(body, (bytes) => Effect.sync(() => takeAll(csv.push(decoder.decode(bytes, { stream: true })))))
    takeAll(csv.push(decoder.decode()))
    const last = csv.end()
    if (last !== undefined) take(last)
    if (rowNumber === 0) headerError = "is empty: a header row is needed"
    // Nothing is given when the header is wrong: the whole upload is refused.
    if (header === undefined) return { headerError: headerError ?? "has no header row" }

    // Step 2: the rows that passed, given in file order.
    const apply = (pending: Pending): Effect.Effect<Row, never, R> => {
      const row: Row = { row: pending.row, ok: false }
      const delivery: Effect.Effect<Option.Option<string>, RowFailure, R> =
        pending.eventId !== "" ? Effect.succeed(Option.some(pending.eventId)) : find(pending.leadId, pending.stepId)
      return delivery.pipe(
        Effect.flatMap((found) =>
          Option.isNone(found)
            ? Effect.fail<RowFailure>({ message: `lead ${pending.leadId} was not delivered by step ${pending.stepId}` })
            : give(found.value, pending.reason)
        ),
        Effect.match({
          onFailure: (failure): Row => ({ ...row, ...named(pending.eventId, pending.leadId), error: failure.message }),
          onSuccess: (answer): Row => ({
            row: pending.row,
            ok: answer.outcome === "success" || answer.outcome === "pending",
            id: answer.id,
            event_id: answer.recipient_event_id,
            lead_id: answer.lead_id,
            ...(answer.status === undefined ? {} : { status: answer.status }),
            ...(answer.reversed_revenue === undefined ? {} : { reversed_revenue: answer.reversed_revenue }),
            ...(answer.reason === null ? {} : { error: answer.reason })
          })
        })
      )
    }
    const rows = yield* Effect.forEach(read, (entry) => ("done" in entry ? Effect.succeed(entry.done) : apply(entry.pending)))
    for (const row of rows) {
      if (!row.ok) totals.failed++
      else if (row.status === "pending") totals.pending++
      else totals.approved++
    }
    return { result: { rows, totals } }
  })
