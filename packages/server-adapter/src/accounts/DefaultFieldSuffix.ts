import { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { Effect } from "effect"
import { randomBytes } from "node:crypto"
import { suffixOwners } from "../services/entities/EntityCatalog.js"
import { asStoreError } from "../storage/StoreErrors.js"

/**
 * The field suffix a new account entity gets, so that a fresh account can create custom fields
 * at once (`favorite_color_acme`): 3 to 5 lowercase alphanumerics taken from the account's name
 * where it has enough of them (`Acme Corp` → `acmec`, then `acme2`…`acm99`), otherwise random,
 * and never one that any entity of any account already owns.
 */

const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"

const randomSuffix = (): string => Array.from(randomBytes(5), (byte) => alphabet[byte % alphabet.length]).join("")

/** The name's ASCII letters and digits, lowercased (accents dropped: `Café` → `cafe`). */
const letters = (name: string): string =>
  name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")

/** The suffixes to try, best first; the last few are random, so one of them is free. */
export const suffixCandidates = (name: string): ReadonlyArray<string> => {
  const base = letters(name)
  const derived: Array<string> = []
  if (base.length >= 3) {
    derived.push(base.slice(0, 5))
    for (let n = 2; n <= 9; n++) derived.push(`${base.slice(0, 4)}${n}`)
    for (let n = 10; n <= 99; n++) derived.push(`${base.slice(0, 3)}${n}`)
  }
  return [...new Set(derived), ...Array.from({ length: 8 }, randomSuffix)]
}

/**
 * The first free candidate. Run inside the transaction that inserts the entity: on PostgreSQL an
 * advisory lock serialises account creations, so two at once cannot both claim the same suffix
 * (SQLite serialises write transactions itself).
 */
export const claimDefaultSuffix = (name: string): Effect.Effect<string, StoreError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql
      .onDialectOrElse({
        pg: () => sql`SELECT pg_advisory_xact_lock(${suffixLockKey})`,
        orElse: () => Effect.succeed([])
      })
      .pipe(asStoreError("locking the field suffixes"))
    for (const candidate of suffixCandidates(name)) if ((yield* suffixOwners(candidate)).length === 0) return candidate
    // Eight random 5-character suffixes all taken: one more random one is as good as any check.
    return randomSuffix()
  })

/** The advisory lock that serialises default-suffix claims (an arbitrary constant). */
const suffixLockKey = 7_403_512_119
