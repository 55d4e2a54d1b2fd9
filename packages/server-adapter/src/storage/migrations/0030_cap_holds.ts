import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Holds on cap counts (`storage/CapHolds.ts`): a count reserved for a lead in flight is held, in
 * the statement that counts it, by the process that runs the lead; the hold ends with the events
 * that close that work (in their transaction) or when the count is given back. A process
 * renews its lease while it holds counts; the holds of a process whose lease has lapsed are
 * given back, so a process killed with leads in flight does not keep their cap slots.
 */
export const capHolds = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // One B-tree on SQLite (a hold is written in the transaction that counts, each page a cost); no
  // index but the key: the table holds the holds of leads in flight only, which the sweep scans.
  const withoutRowid = sql.onDialectOrElse({ pg: () => sql.literal(""), orElse: () => sql.literal(" WITHOUT ROWID") })
  yield* sql`CREATE TABLE process_leases (
    process_id TEXT PRIMARY KEY,
    started_at BIGINT NOT NULL,
    renewed_at BIGINT NOT NULL
  )`
  yield* sql`CREATE TABLE cap_holds (
    lead_id TEXT NOT NULL,
    account_id TEXT NOT NULL,
    flow_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    id TEXT NOT NULL,
    window_start BIGINT NOT NULL,
    step_key TEXT NOT NULL,
    process_id TEXT NOT NULL,
    held INTEGER NOT NULL,
    held_at BIGINT NOT NULL,
    PRIMARY KEY (lead_id, account_id, flow_id, kind, id, window_start, step_key)
  )${withoutRowid}`
  // The lead a count is taken for, for which step (a cap id may be shared by the flow and its
  // steps), by which process and when: written by the upsert that counts (SQLite's triggers read them).
  yield* sql`ALTER TABLE counters ADD COLUMN hold_lead TEXT`
  yield* sql`ALTER TABLE counters ADD COLUMN hold_step TEXT`
  yield* sql`ALTER TABLE counters ADD COLUMN hold_process TEXT`
  yield* sql`ALTER TABLE counters ADD COLUMN hold_at BIGINT`
  // On SQLite, triggers keep the holds in the statement that counts or gives back: one statement
  // costs less than a transaction of two there. PostgreSQL does the same in one statement with a
  // data-modifying WITH (`CapHolds.ts`).
  if (sql.onDialectOrElse({ pg: () => false, orElse: () => true })) {
    // Each hold is taken once: the columns are cleared after (an upsert that does not write them,
    // such as an earlier version's, takes none).
    const takeHold = `INSERT INTO cap_holds (lead_id, account_id, flow_id, kind, id, window_start, step_key, process_id, held, held_at)
        VALUES (NEW.hold_lead, NEW.account_id, NEW.flow_id, NEW.kind, NEW.id, NEW.window_start, COALESCE(NEW.hold_step, ''), NEW.hold_process, 1, NEW.hold_at)
        ON CONFLICT (lead_id, account_id, flow_id, kind, id, window_start, step_key)
        DO UPDATE SET held = held + 1, process_id = excluded.process_id, held_at = excluded.held_at;
      UPDATE counters SET hold_lead = NULL, hold_step = NULL, hold_process = NULL, hold_at = NULL
        WHERE account_id = NEW.account_id AND flow_id = NEW.flow_id AND kind = NEW.kind AND id = NEW.id
          AND window_start = NEW.window_start;`
    yield* sql.unsafe(`CREATE TRIGGER counters_hold_new AFTER INSERT ON counters
      WHEN NEW.hold_lead IS NOT NULL AND NEW.count > 0
      BEGIN ${takeHold} END`)
    yield* sql.unsafe(`CREATE TRIGGER counters_hold_counted AFTER UPDATE OF count ON counters
      WHEN NEW.hold_lead IS NOT NULL AND NEW.count > OLD.count
      BEGIN ${takeHold} END`)
    yield* sql.unsafe(`CREATE TRIGGER cap_holds_given_back AFTER UPDATE OF held ON cap_holds
      WHEN NEW.held < OLD.held
      BEGIN
        UPDATE counters SET count = count - (OLD.held - NEW.held)
        WHERE account_id = NEW.account_id AND flow_id = NEW.flow_id AND kind = NEW.kind AND id = NEW.id
          AND window_start = NEW.window_start AND count >= OLD.held - NEW.held;
      END`)
  }
})
