import { StoreError } from "@leadflow/core"
import type { SqlError } from "@effect/sql"
import { Effect } from "effect"

/** Turn a database failure into core's `StoreError`, naming what was being done. */
export const asStoreError =
  (operation: string) =>
  <A, R>(effect: Effect.Effect<A, SqlError.SqlError, R>): Effect.Effect<A, StoreError, R> =>
    Effect.mapError(effect, (cause) => new StoreError({ message: `${operation}: ${cause.message}`, cause }))

/** A BIGINT column as a number: PostgreSQL returns int8 as a string, SQLite as a number. */
export const toMillis = (value: unknown): number => (typeof value === "number" ? value : Number(value))
