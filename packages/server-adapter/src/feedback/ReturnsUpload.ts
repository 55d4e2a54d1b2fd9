import { SqlClient } from "@effect/sql"
import type { ReturnsUploadResult } from "@leadflow/api"
import type { StoreError } from "@leadflow/core"
import { Effect, Option, Stream } from "effect"
import { CsvRows } from "../services/lists/CsvRows.js"
import { asStoreError } from "../storage/StoreErrors.js"
import type { FeedbackAnswer } from "./Returns.js"

/**
 * `POST /feedback/returns`: a CSV of returns read as it streams in (only the current row is
 * held, as for list uploads), each row given as `POST /feedback` would take it (`give`), one
 * after the other, so a row's return is settled before the next one is read. The answer lists
 * every row's result, so one upload processes at most `maxReturnRows` rows; later ones are
 * counted as skipped.
 */

export const maxReturnRows = 100_000

type Result = typeof ReturnsUploadResult.Type
type Row = Result["rows"][number]

/** How a row's return went wrong: a message for the row (a 422's errors, a 404's error, ...). */
export type RowFailure = { readonly message: string }

/** The recipient event a row names by lead and step: the lead's last successful delivery by that step, else its last. */
export const deliveryOfLead = (
  accountId: string,
  leadId: string,
  stepId: string
): Effect.Effect<Option.Option<string>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ readonly id: string; readonly outcome: string; readonly body: unknown }>`SELECT id, outcome, body FROM events
      WHERE lead_id = ${leadId} AND account_id = ${accountId} AND type IN ('recipient', 'retry') ORDER BY created_at, id`.pipe(
      Effect.map((rows) => {
        const byStep = rows.filter((row) => {
          const body = typeof row.body === "string" ? (JSON.parse(row.body) as Record<string, unknown>) : (row.body as Record<string, unknown>)
          return body["step_id"] === stepId
        })
        const chosen = byStep.filter((row) => row.outcome === "success").at(-1) ?? byStep.at(-1)
        return Option.fromNullable(chosen?.id)
      }),
      asStoreError(`reading the deliveries of lead ${leadId}`)
    )
  )

const column = (header: ReadonlyArray<string>, name: string): number => header.findIndex((field) => field.trim().toLowerCase() === name)

/**
 * Read the CSV and give each row's return (`give(eventId, reason)`); `find` names the delivery of
 * a row given by lead and step.
 */
export const uploadReturns = <E, R>(
  body: Stream.Stream<Uint8Array, E>,
  give: (eventId: string, reason: string | undefined) => Effect.Effect<FeedbackAnswer, RowFailure, R>,
  find: (leadId: string, stepId: string) => Effect.Effect<Option.Option<string>, RowFailure, R>
): Effect.Effect<{ readonly result: Result } | { readonly headerError: string }, E, R> =>
  Effect.gen(function* () {
    const csv = new CsvRows()
    const decoder = new TextDecoder()
    const results: Array<Row> = []
    const totals = { rows: 0, approved: 0, pending: 0, failed: 0, skipped: 0 }
    let rowNumber = 0
    let header: { readonly event: number; readonly lead: number; readonly step: number; readonly reason: number } | undefined
    let headerError: string | undefined

    const fail = (row: Row, error: string): Row => {
      totals.failed++
      return { ...row, ok: false, error }
    }
    const one = (fields: ReadonlyArray<string>): Effect.Effect<Row, never, R> => {
      const row: Row = { row: rowNumber, ok: false }
      if (header === undefined) return Effect.succeed(fail(row, headerError ?? "no header row"))
      const cell = (i: number) => (i === -1 ? "" : (fields[i] ?? "").trim())
      const eventId = cell(header.event)
      const leadId = cell(header.lead)
      const stepId = cell(header.step)
      const reason = cell(header.reason)
      // No stored id holds NUL, and PostgreSQL refuses it in text: the row's own error, not a lookup's.
      const unstorable = ([["event_id", eventId], ["lead_id", leadId], ["step_id", stepId], ["reason", reason]] as const).find(([, value]) =>
        value.includes("\u0000")
      )
      if (unstorable !== undefined) return Effect.succeed(fail(row, `${unstorable[0]} must not contain a NUL character (U+0000)`))
      const named: Effect.Effect<Option.Option<string>, RowFailure, R> =
        eventId !== ""
          ? Effect.succeed(Option.some(eventId))
          : leadId !== "" && stepId !== ""
            ? find(leadId, stepId)
            : Effect.fail({ message: "needs event_id, or lead_id and step_id" })
      return named.pipe(
        Effect.flatMap((found) =>
          Option.isNone(found)
            ? Effect.fail<RowFailure>({ message: `lead ${leadId} was not delivered by step ${stepId}` })
            : give(found.value, reason === "" ? undefined : reason)
        ),
        Effect.match({
          onFailure: (failure) => fail({ ...row, ...(eventId === "" ? {} : { event_id: eventId }), ...(leadId === "" ? {} : { lead_id: leadId }) }, failure.message),
          onSuccess: (answer): Row => {
            const done: Row = {
              row: rowNumber,
              ok: answer.outcome === "success" || answer.outcome === "pending",
              id: answer.id,
              event_id: answer.recipient_event_id,
              lead_id: answer.lead_id,
              ...(answer.status === undefined ? {} : { status: answer.status }),
              ...(answer.reversed_revenue === undefined ? {} : { reversed_revenue: answer.reversed_revenue }),
              ...(answer.reason === null ? {} : { error: answer.reason })
            }
            if (answer.outcome === "pending") totals.pending++
            else if (done.ok) totals.approved++
            else totals.failed++
            return done
          }
        })
      )
    }
    const take = (fields: ReadonlyArray<string>): Effect.Effect<void, never, R> => {
      rowNumber++
      if (rowNumber === 1) {
        const named = { event: column(fields, "event_id"), lead: column(fields, "lead_id"), step: column(fields, "step_id"), reason: column(fields, "reason") }
        if (named.event === -1 && (named.lead === -1 || named.step === -1))
          headerError = "has a header row naming no event_id column, nor lead_id and step_id columns"
        else header = named
        return Effect.void
      }
      totals.rows++
      if (totals.rows > maxReturnRows) {
        totals.skipped++
        return Effect.void
      }
      return Effect.map(one(fields), (row) => void results.push(row))
    }
    const takeAll = (rows: ReadonlyArray<ReadonlyArray<string>>) => Effect.forEach(rows, take, { discard: true })
    yield* Stream.runForEach(body, (bytes) => takeAll(csv.push(decoder.decode(bytes, { stream: true }))))
    yield* takeAll(csv.push(decoder.decode()))
    const last = csv.end()
    if (last !== undefined) yield* take(last)
    if (rowNumber === 0) headerError = "is empty: a header row is needed"
    // Nothing was given when the header is wrong: the whole upload is refused.
    return header === undefined ? { headerError: headerError ?? "has no header row" } : { result: { rows: results, totals } }
  })

/** The largest CSV of returns (100,000 rows of ids and a reason fit in a few MB). */
export const maxReturnsUploadBytes = 64 * 1024 * 1024
