import { SqlClient, SqlError } from "@effect/sql"
import { StoreError } from "@leadflow/core"
import { Effect } from "effect"
import { asStoreError } from "./StoreErrors.js"

/** The advisory lock's first key (an arbitrary constant, a 32-bit int); the second is the account's. */
const referenceLockKey = 1_281_712_307

/**
 * Run `effect` in a transaction that holds the account's reference lock. What checks references
 * and what removes what they refer to take it: a list or entity delete (no flow uses it, then
 * delete) and a flow deploy or revert (what it uses exists, then live). Each checks and writes
 * under the lock, so neither acts on a check the other is about to make false: interleaved, a
 * deploy could make live a flow reading a list a delete had found unused and was deleting. On
 * PostgreSQL a transaction-scoped advisory lock keyed by the account; on SQLite the transaction
 * alone (the process's other statements wait while one is open). The lock is held while `effect`
 * runs: keep it to the check and the write.
 */
export const withReferenceLock = <A, E, R>(
  accountId: string,
  effect: Effect.Effect<A, E, R>
): Effect.Effect<A, E | StoreError, R | SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => {
    const lock = sql
      .onDialectOrElse({
        pg: () => sql`SELECT pg_advisory_xact_lock(${referenceLockKey}, hashtext(${accountId}))`,
        orElse: () => Effect.succeed([])
      })
      .pipe(asStoreError("locking the account's references"))
    // A failure of `effect` rolls the transaction back; the transaction's own (begin, commit) is a storage failure.
    return sql.withTransaction(Effect.zipRight(lock, effect)).pipe(
      Effect.catchIf(
        (error): error is SqlError.SqlError => error instanceof SqlError.SqlError,
        (cause) => Effect.fail(new StoreError({ message: `the account's reference transaction: ${cause.message}`, cause }))
      )
    )
  })
