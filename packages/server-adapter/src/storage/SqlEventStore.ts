import { SqlClient, SqlError } from "@effect/sql"
import { EventStore, type LeadEvent, maskSensitive, StoreError } from "@leadflow/core"
import { endDeliveryHolds, endHoldsStatements, holdsEnded, holdsEndedBy, stopRenewals } from "./CapHolds.js"
import { insertEventRows, insertTemplateRows } from "./EventInsert.js"
import { TemplateIds } from "./EventTemplates.js"
import { type EventRowValues, leadRows, type LeadRows, type WriteRowValues } from "./EventRows.js"
import { eventsWithShared, storedEvent, storedParts } from "./SharedVars.js"
import { Array as Arr, Clock, Effect, type Exit, FiberRef, Layer, Option } from "effect"
import { asStoreError, toMillis } from "./StoreErrors.js"
import { currentDatabaseTimeouts } from "./DatabaseTimeouts.js"
import { groupCommitLeads, groupCommitSeconds } from "../observability/ServerMetrics.js"
import { jobRow, type NewJob } from "../jobs/JobTable.js"
import { leadJobPlan } from "../jobs/LeadJobPlan.js"

/**
 * Event rows per INSERT (a lead's rows never split). At most 24 parameters a row (SQLite's rows
 * carry their write's columns, PostgreSQL's writes take 9 each beside 17 per event) keeps a
 * statement well under SQLite's 32,766-parameter limit and PostgreSQL's 65,535; a lead has a
 * handful of events, so one statement in practice.
 */
export const eventInsertBatchRows = 500

/** The leads' rows in chunks of at most `eventInsertBatchRows` events (a lead with more alone), each one INSERT (`insertEventRows`). */
export const rowChunks = (leads: ReadonlyArray<{ readonly rows: LeadRows }>) => {
  const chunks: Array<{ events: Array<EventRowValues>; writes: Array<WriteRowValues> }> = []
  let chunk: { events: Array<EventRowValues>; writes: Array<WriteRowValues> } | undefined
  for (const { rows } of leads) {
    if (chunk === undefined || (chunk.events.length > 0 && chunk.events.length + rows.events.length > eventInsertBatchRows)) {
      chunk = { events: [], writes: [] }
      chunks.push(chunk)
    }
    chunk.events.push(...rows.events)
    if (rows.write !== undefined) chunk.writes.push(rows.write)
  }
  return chunks
}

/**
 * How long a commit waits for company, in ms, and the most leads it waits for: a lead whose
 * commit it starts is answered at most this much later (beside a buyer's answer, nothing), and a
 * batch that fills up is written at once. SQLite commits on the event loop, each commit paying
 * for its B-tree pages and WAL frames, so there a longer wait saves CPU; a PostgreSQL commit is a
 * round trip while the event loop serves others, so there a longer wait only adds latency (see
 * the store's comment below).
 */
export const groupCommitWaitMs = { sqlite: 4, postgres: 1 } as const
export const groupCommitMaxLeads = 64

/**
 * A failure of the database rather than of a lead's rows, anywhere along its causes: SQLite's
 * lock taken by another process (`SQLITE_BUSY`, `SQLITE_LOCKED`); PostgreSQL's lock timeout
 * (55P03), a statement cancelled or the server shutting down (class 57), a connection failure
 * (class 08), resources exhausted (class 53); a socket error of the system (`ECONNRESET` ...).
 */
export const databaseUnavailable = (error: unknown): boolean => {
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === "object" && current !== null; depth++) {
    const code = (current as { readonly code?: unknown }).code
    if (typeof code === "string" && /^(SQLITE_BUSY|SQLITE_LOCKED|55P03$|57|08|53|E[A-Z]+$)/.test(code)) return true
    current = (current as { readonly cause?: unknown }).cause
  }
  return false
}

/** Leads whose events wait for the next group commit, with how to answer each. */
interface PendingLead {
  readonly leadId: string
  readonly events: ReadonlyArray<LeadEvent>
  /** When the lead was handed over (the rows' default creation time). */
  readonly now: number
  /** The jobs the lead leaves (`LeadJobs`), written in the same transaction as its events. */
  readonly jobs: ReadonlyArray<NewJob>
  readonly resume: (result: Effect.Effect<void, StoreError>) => void
}

/** A pending lead with its rows, laid out when its commit starts. */
/** Whether a write has sent all but its commit (see `startCommit`). */
interface Phase {
  committing: boolean
  /** Closes the transaction's connection (PostgreSQL), known once it commits. */
  close?: () => void
}

/** The node-postgres client under an @effect/sql-pg transaction's connection (its `pg`). */
interface PgClientOf {
  readonly pg?: { readonly connection?: { readonly stream?: { readonly destroy: (error: Error) => void } } }
}

interface ReadyLead extends PendingLead {
  readonly rows: LeadRows
}

/**
 * An `EventStore` on the current `SqlClient` (rows as `EventRows.ts` lays them out), with group
 * commit: the events of the leads that finish within `groupCommitWaitMs` of one another are
 * written by one multi-row INSERT (one transaction), and each lead is answered only once that
 * commit is done. Under load that cuts the per-lead cost of storage several times (a 4-event lead
 * costs ~200 µs alone and ~100 µs in a batch of 4, ~70 µs in one of 16, better-sqlite3 here). On
 * SQLite a 1 ms wait left most commits at half the maximum rate with one lead or two; with 4 ms
 * `bench:http` measured 19–22 % less CPU per submission at full speed and 18–22 % less at half
 * rate (alternating pairs). On PostgreSQL 4 ms cut the full-speed throughput at 32 connections by
 * a quarter (each request holds its connection longer), so it keeps 1 ms (docs/scaling.md, eighth
 * section). A commit does not start while another is under way (on PostgreSQL, where a commit is
 * a round trip): the leads that arrive meanwhile are written when it ends, in one commit, unless
 * they fill a batch first. Against commits that overlapped, `bench:http` on PostgreSQL measured
 * 9–12 % less server CPU and 8–13 % less database CPU per submission, and 12–17 % more
 * submissions a second. The rows (~10 KB of JSON per lead) are laid out when the commit starts,
 * not when the lead arrives, so the wait holds the lead's events alone (which its fiber holds
 * anyway), not their JSON as well. A lead whose rows cannot be laid out fails alone; if a batch
 * fails, its leads are written one by one, so one bad lead never fails another (unless the
 * database itself failed, `databaseUnavailable`: they would only wait for it again). The jobs a lead
 * leaves (`LeadJobs`: retries, firehose export) are written in the same transaction as its
 * events, so no answered lead's work is lost with the process.
 *
 * A commit has `commitTimeoutMs` (`DatabaseTimeouts`) to end, its leads written one by one
 * included. Past it, it no longer counts as under way: the leads that wait for it are written by
 * the next commit. Without it, a commit on a connection that never answered held every later
 * one, and every lead with it. Its writes still sending statements are interrupted (the pool
 * closes a connection handed back with a statement under way, `DatabasePool.ts`, so what they
 * began is never committed) and their leads answered with a `StoreError` (a lead whose events
 * could not be stored), their holds ending as a failed write's do. A write whose COMMIT is
 * under way is not interrupted: its leads are answered by the COMMIT's outcome, if it comes
 * within `connectTimeoutMs` more (the connect timeout, 5 s if 0). Answered "not stored" while
 * its COMMIT succeeded, a lead was sent again and delivered twice. Past that second deadline the
 * connection is taken as lost (with `statement_timeout` 0 the pool's check of silent connections
 * does not apply, and a COMMIT whose answer was lost was never answered): it is closed and the
 * leads answered with a `StoreError`. On PostgreSQL every write is a transaction, even of one
 * statement: a statement alone is its own COMMIT, and a cancel at the limit does not undo a
 * commit already under way (a synchronous standby's wait), so a lead could be answered "not
 * stored" though stored. On SQLite a statement runs synchronously, never cut at the limit, so
 * one statement alone runs without a transaction. A COMMIT that fails is a failure of the write
 * (@effect/sql makes it a defect), handled as any other (holds ended, `databaseUnavailable`).
 */
export const makeSqlEventStore = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const waitMs = sql.onDialectOrElse({ pg: () => groupCommitWaitMs.postgres, orElse: () => groupCommitWaitMs.sqlite })
  const { commitTimeoutMs, connectTimeoutMs } = yield* currentDatabaseTimeouts
  // How long a COMMIT under way at the commit's limit is waited for (the pool's own fallback).
  const committingTimeoutMs = connectTimeoutMs > 0 ? connectTimeoutMs : 5_000
  // PostgreSQL: every write a transaction (a statement alone commits as it ends, see above).
  const alwaysTransaction = sql.onDialectOrElse({ pg: () => true, orElse: () => false })

  // Template ids, and those this store committed (`EventTemplates.ts`).
  const templates = new TemplateIds()

  // `phase.committing` turns true once a transaction's statements are done and its COMMIT is
  // next: from then on the write is not interrupted (the commit's time limit waits for its
  // outcome instead, see `startCommit`).
  const insertRows = (leads: ReadonlyArray<ReadyLead>, phase: Phase) => {
    const unstored = templates.unstored(leads.flatMap((lead) => lead.rows.templates))
    // The cap holds these events end go with them (`CapHolds.ts`).
    const ended = holdsEndedBy(sql, leads)
    const statements = [
      ...(unstored.length === 0 ? [] : [insertTemplateRows(sql, unstored)]),
      ...rowChunks(leads).map((chunk) => insertEventRows(sql, chunk.events, chunk.writes)),
      ...endHoldsStatements(sql, ended)
    ]
    const jobChunks = Arr.chunksOf(leads.flatMap((lead) => lead.jobs.map(jobRow)), eventInsertBatchRows)
    const inserts = Effect.zipRight(
      Effect.forEach(statements, (statement) => statement, { discard: true }),
      // A key already taken (the same job queued before) is left as it is.
      Effect.forEach(jobChunks, (chunk) => sql`INSERT INTO jobs ${sql.insert(chunk)} ON CONFLICT (idempotency_key) DO NOTHING`, {
        discard: true
      })
    )
    // One statement is atomic by itself; several need a transaction to stay all-or-nothing.
    const committing = Effect.flatMap(Effect.serviceOption(SqlClient.TransactionConnection), (connection) =>
      Effect.sync(() => {
        phase.committing = true
        const stream = Option.isSome(connection) ? (connection.value[0] as PgClientOf).pg?.connection?.stream : undefined
        if (stream !== undefined) phase.close = () => stream.destroy(new Error("the COMMIT was not answered in time"))
      })
    )
    // A statement alone (SQLite only) is interrupted at the limit like any other; a transaction
    // is not once it commits. A failed COMMIT, a defect of @effect/sql's, fails the write.
    const written =
      !alwaysTransaction && statements.length + jobChunks.length === 1
        ? inserts
        : sql
            .withTransaction(Effect.zipLeft(inserts, committing))
            .pipe(Effect.catchSomeDefect((defect) => (defect instanceof SqlError.SqlError ? Option.some(Effect.fail(defect)) : Option.none())))
    const noted = unstored.length === 0 ? written : Effect.tap(written, () => Effect.sync(() => templates.noteStored(unstored.map((template) => template.template_id))))
    return ended.length === 0 ? noted : Effect.tap(noted, () => Effect.sync(() => holdsEnded(sql, ended)))
  }

  // The holds of leads whose write failed end all the same (`CapHolds.ts`).
  const endHoldsOfFailed = (leads: ReadonlyArray<ReadyLead>): Effect.Effect<void> => {
    const ended = holdsEndedBy(sql, leads)
    return ended.length === 0 ? Effect.void : Effect.ensuring(endDeliveryHolds(sql, ended), Effect.sync(() => holdsEnded(sql, ended)))
  }

  // A lead written alone; when it fails, its deliveries' holds end all the same.
  const writeOne = (lead: ReadyLead, phase: Phase): Effect.Effect<void, StoreError> =>
    insertRows([lead], phase).pipe(
      Effect.tapError(() => endHoldsOfFailed([lead])),
      asStoreError(`writing the events of lead ${lead.leadId}`)
    )

  let queue: Array<PendingLead> = []
  // Commits under way, so that closing the store waits for them (see the finalizer below).
  let writing = 0
  // Writes under way, those of commits past their time limit included.
  let running = 0
  // The pending wait's timer, while leads wait for the next commit.
  let timer: ReturnType<typeof setTimeout> | undefined

  // A batch whose wait ended while a commit was under way: written when that commit ends.
  let deferred = false

  const committed = (leads: number, started: number): void => {
    writing--
    groupCommitLeads.unsafeUpdate(leads, [])
    groupCommitSeconds.unsafeUpdate((performance.now() - started) / 1000, [])
    if (deferred && writing === 0) flush()
  }

  // A lead's rows, or its failure answered (an event JSON cannot write, such as a BigInt).
  const layOut = (lead: PendingLead): LeadRows | undefined => {
    try {
      return leadRows(lead.leadId, lead.events, lead.now, templates)
    } catch (cause) {
      lead.resume(Effect.fail(new StoreError({ message: `laying out the events of lead ${lead.leadId}: ${String(cause)}`, cause })))
      return undefined
    }
  }

  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    // One commit at a time (PostgreSQL's run while the event loop goes on; SQLite's never
    // overlap): the leads that arrive meanwhile gather for the next one, unless they fill a batch.
    deferred = writing > 0 && queue.length < groupCommitMaxLeads
    if (deferred) return
    const pending = queue
    queue = []
    const batch: Array<ReadyLead> = []
    for (const lead of pending) {
      const rows = layOut(lead)
      if (rows !== undefined) batch.push({ ...lead, rows })
    }
    if (batch.length === 0) return
    const started = performance.now()
    writing++
    const commit = startCommit(batch, started)
    if (batch.length === 1) {
      const only = batch[0] as ReadyLead
      // An Exit is an Effect: the lead resumes with the write's own success or failure.
      commit.run(batch, (phase) => writeOne(only, phase), (exit) => {
        commit.end()
        commit.answer(only, exit)
      })
      return
    }
    commit.run(batch, (phase) => Effect.either(insertRows(batch, phase)), (exit) => {
      if (exit._tag === "Success" && exit.value._tag === "Right") {
        commit.end()
        for (const lead of batch) commit.answer(lead, Effect.void)
        return
      }
      // The database, not a lead, failed: one by one, each would only wait for it again.
      if (exit._tag === "Success" && exit.value._tag === "Left" && databaseUnavailable(exit.value.left)) {
        const cause = exit.value.left
        commit.end()
        for (const lead of batch)
          commit.answer(lead, Effect.fail(new StoreError({ message: `writing the events of lead ${lead.leadId}: ${cause.message}`, cause })))
        Effect.runFork(endHoldsOfFailed(batch))
        return
      }
      // Find the lead at fault: each one on its own.
      let left = batch.length
      for (const lead of batch)
        commit.run([lead], (phase) => writeOne(lead, phase), (one) => {
          if (--left === 0) commit.end()
          commit.answer(lead, one)
        })
    })
  }

  /**
   * One commit under way: its writes, its leads (each answered once) and its end (counted once,
   * by its writes or by its time limit). At the limit a write still sending its statements is
   * interrupted and its leads answered with an error: it never commits. A write already
   * committing (`Phase`) is left to end, and its leads are answered by its outcome: a COMMIT
   * under way may still succeed, and a lead answered "not stored" whose events are stored would
   * be sent again. Either way the commit stops counting as under way at the limit, so the next
   * one starts.
   */
  const startCommit = (batch: ReadonlyArray<ReadyLead>, started: number) => {
    let ended = false
    const answered = new Set<ReadyLead>()
    const writes = new Set<{ readonly leads: ReadonlyArray<ReadyLead>; readonly phase: Phase; interrupted: boolean; interrupt: () => void }>()
    const answer = (lead: ReadyLead, result: Effect.Effect<void, StoreError>): void => {
      if (answered.has(lead)) return
      answered.add(lead)
      lead.resume(result)
    }
    const end = (): void => {
      if (ended) return
      ended = true
      if (limit !== undefined) clearTimeout(limit)
      committed(batch.length, started)
    }
    // The second deadline of writes committing at the limit: their connection is taken as lost.
    let lastLimit: ReturnType<typeof setTimeout> | undefined
    const abandon = (): void => {
      lastLimit = undefined
      for (const write of writes)
        if (write.phase.committing && !write.interrupted) {
          write.interrupted = true
          write.phase.close?.()
          write.interrupt()
          tooLate(write.leads)
        }
    }
    // Leads whose write did not, and will not, commit within the limit.
    const tooLate = (leads: ReadonlyArray<ReadyLead>): void => {
      const late = leads.filter((lead) => !answered.has(lead))
      for (const lead of late)
        answer(
          lead,
          Effect.fail(
            new StoreError({ message: `writing the events of lead ${lead.leadId}: the database did not answer within ${commitTimeoutMs} ms` })
          )
        )
      if (late.length > 0) Effect.runFork(endHoldsOfFailed(late))
    }
    const timedOut = (): void => {
      if (ended) return
      end()
      for (const write of writes)
        if (!write.phase.committing) {
          write.interrupted = true
          write.interrupt()
          tooLate(write.leads)
        }
      if (writes.size > 0) lastLimit = setTimeout(abandon, committingTimeoutMs)
    }
    const limit = commitTimeoutMs > 0 ? setTimeout(timedOut, commitTimeoutMs) : undefined
    const run = <A, E>(
      leads: ReadonlyArray<ReadyLead>,
      effect: (phase: Phase) => Effect.Effect<A, E>,
      onExit: (exit: Exit.Exit<A, E>) => void
    ): void => {
      // Past the limit, a write not yet started is not started.
      if (ended) return tooLate(leads)
      const write = { leads, phase: { committing: false }, interrupted: false, interrupt: () => {} }
      running++
      writes.add(write)
      // The write may end at once (SQLite runs synchronously): `write` is in place before it runs.
      write.interrupt = Effect.runCallback(effect(write.phase), {
        onExit: (exit) => {
          running--
          writes.delete(write)
          if (writes.size === 0 && lastLimit !== undefined) {
            clearTimeout(lastLimit)
            lastLimit = undefined
          }
          // Interrupted at the limit: its leads are answered already.
          if (!write.interrupted) onExit(exit)
        }
      })
    }
    return { answer, end, run }
  }

  // Closing the store (shutdown) writes what waits for the next commit now and waits for the
  // commits under way, so no lead's events are lost with the database connection.
  yield* Effect.addFinalizer(() =>
    Effect.suspend(() => {
      stopRenewals(sql)
      flush()
      // Interruptible, or the time limit would wait for it (a finalizer runs uninterruptibly).
      return Effect.async<void>((resume) => {
        let poll: ReturnType<typeof setTimeout> | undefined
        const check = (): void => {
          poll = undefined
          if (writing === 0 && running === 0 && queue.length === 0) resume(Effect.void)
          else poll = setTimeout(check, 5)
        }
        check()
        return Effect.sync(() => {
          if (poll !== undefined) clearTimeout(poll)
        })
      }).pipe(Effect.interruptible, Effect.timeoutOption("10 seconds"))
    })
  )

  const noJobs: ReadonlyArray<NewJob> = []
  const writeLead = (leadId: string, events: ReadonlyArray<LeadEvent>): Effect.Effect<void, StoreError> => {
    if (events.length === 0) return Effect.void
    return Effect.flatMap(Effect.zip(Clock.currentTimeMillis, FiberRef.get(leadJobPlan)), ([now, plan]) => {
      const jobs = plan === undefined ? noJobs : plan(leadId, events, now)
      // The jobs may keep what the events hold in the clear (encrypted); the events are stored masked.
      const stored = maskSensitive(events)
      return Effect.async<void, StoreError>((resume) => {
        queue.push({ leadId, events: stored, now, jobs, resume })
        if (queue.length >= groupCommitMaxLeads) flush()
        else if (timer === undefined) timer = setTimeout(flush, waitMs)
      })
    })
  }
  return EventStore.of({ writeLead })
})

export const SqlEventStoreLayer: Layer.Layer<EventStore, never, SqlClient.SqlClient> = Layer.scoped(
  EventStore,
  makeSqlEventStore
)

/** A stored event with the columns read out of it. */
export interface StoredEvent {
  readonly id: string
  readonly leadId: string
  readonly type: string
  readonly outcome: string
  readonly createdAt: number
  readonly expiresAt: number
  readonly accountId: string | null
  readonly flowId: string | null
  readonly sourceId: string | null
  readonly stepId: string | null
  readonly body: LeadEvent
}

interface EventRow {
  readonly id: string
  readonly lead_id: string
  readonly type: string
  readonly outcome: string
  readonly created_at: unknown
  readonly expires_at: unknown
  readonly account_id: string | null
  readonly flow_id: string | null
  readonly source_id: string | null
  readonly step_id: string | null
  readonly body: unknown
  readonly shared_vars: unknown
  readonly template: unknown
}

/** The events of an account's lead in the order they were written (PostgreSQL hands JSONB back parsed). */
export const readLeadEvents = (
  accountId: string,
  leadId: string
): Effect.Effect<ReadonlyArray<StoredEvent>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<EventRow>`SELECT events.*, ${storedParts(sql)} FROM ${eventsWithShared(sql)}
      WHERE account_id = ${accountId} AND lead_id = ${leadId} ORDER BY created_at, id`.pipe(
      Effect.map((rows) =>
        rows.map(
          (row): StoredEvent => ({
            id: row.id,
            leadId: row.lead_id,
            type: row.type,
            outcome: row.outcome,
            createdAt: toMillis(row.created_at),
            expiresAt: toMillis(row.expires_at),
            accountId: row.account_id,
            flowId: row.flow_id,
            sourceId: row.source_id,
            stepId: row.step_id,
            body: storedEvent(row) as unknown as LeadEvent
          })
        )
      ),
      asStoreError(`reading the events of lead ${leadId}`)
    )
  )
