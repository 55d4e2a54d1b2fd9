import { SqlClient } from "@effect/sql"
import { isSecretHeader, MASK, maskUrl } from "@leadflow/core"
import { Clock, Effect, Layer } from "effect"
import { SEALED } from "../secrets/FlowSecrets.js"
import { SecretBox } from "../secrets/SecretBox.js"
import { bodyObject } from "./Batches.js"
import { storableJson } from "../storage/StorableJson.js"
import { asStoreError } from "../storage/StoreErrors.js"
import { batchSecretOwner } from "./BatchSecrets.js"
import { sealUrl } from "./SealedUrl.js"

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

// Names come from users (`__proto__` is a valid header name): own members only.
const put = (into: Json, name: string, value: unknown) =>
  Object.defineProperty(into, name, { value, enumerable: true, writable: true, configurable: true })

/**
 * A stored batch body with the secrets its HTTP delivery holds in clear (URL secrets, secret
 * header values) sealed, or undefined when it holds none. Read as raw JSON, not decoded: a row
 * the current schema no longer reads has its secrets sealed too.
 */
export const sealedBatchBody = (body: Json, seal: (plain: string) => string): Json | undefined => {
  const delivery = body["delivery"]
  if (!isObject(delivery) || delivery["method"] !== "http") return undefined
  let changed = false
  const out: Json = { ...delivery }
  const url = delivery["url"]
  if (typeof url === "string") {
    const sealed = sealUrl(url, seal)
    if (sealed !== url) {
      out["url"] = sealed
      changed = true
    }
  }
  const headers = delivery["headers"]
  if (isObject(headers)) {
    const sealedHeaders: Json = {}
    for (const [name, value] of Object.entries(headers)) {
      const clear = typeof value === "string" && isSecretHeader(name) && !value.startsWith(SEALED) && value !== MASK
      if (clear) changed = true
      put(sealedHeaders, name, clear ? SEALED + seal(value) : value)
    }
    out["headers"] = sealedHeaders
  }
  return changed ? { ...body, delivery: out } : undefined
}

/** A stored file body with its delivery's `location` masked, or undefined when it holds no secret. */
const maskedFileBody = (body: Json): Json | undefined => {
  const delivery = body["delivery"]
  if (!isObject(delivery) || typeof delivery["location"] !== "string") return undefined
  const location = delivery["location"]
  const masked = maskUrl(location)
  return masked === location ? undefined : { ...body, delivery: { ...delivery, location: masked } }
}

const filePage = 1_000

type FileRow = { readonly account_id: string; readonly id: string; readonly version: unknown; readonly body: unknown }

/**
 * A page of files in their primary key's order, after `after`: each page a range of that index
 * (by `id` alone, which no index orders, each page scanned and sorted every file).
 */
export const fileLocationsPage = (sql: SqlClient.SqlClient, after: Pick<FileRow, "account_id" | "id"> | undefined) =>
  after === undefined
    ? sql<FileRow>`SELECT account_id, id, version, body FROM batch_files ORDER BY account_id, id LIMIT ${filePage}`
    : sql<FileRow>`SELECT account_id, id, version, body FROM batch_files WHERE (account_id, id) > (${after.account_id}, ${after.id})
        ORDER BY account_id, id LIMIT ${filePage}`

/** Times a file written meanwhile is read again before it is left to the reads' masking (`BatchFiles.ts`). */
const fileAttempts = 3

/**
 * A file row, as read, with its delivery's `location` masked at rest. The update is guarded by
 * the version read, so a delivery recorded meanwhile (by another process) is never reverted: the
 * row is read again and masked over that write, as an earlier version still running beside this
 * one records the location in clear (this one records it masked, `Delivery.ts`). The row's
 * version and times stay: the file is what it was, only stored differently.
 */
export const maskFileLocation = (sql: SqlClient.SqlClient, row: FileRow) =>
  Effect.gen(function* () {
    let current: FileRow | undefined = row
    for (let attempt = 0; attempt < fileAttempts && current !== undefined; attempt++) {
      const stored = bodyObject(current.body)
      const body = stored === undefined ? undefined : maskedFileBody(stored)
      if (body === undefined) return
      const updated = yield* sql<{ readonly id: string }>`UPDATE batch_files SET body = ${storableJson(JSON.stringify(body))}
        WHERE account_id = ${current.account_id} AND id = ${current.id} AND version = ${Number(current.version)} RETURNING id`
      if (updated.length > 0) return
      const again: ReadonlyArray<FileRow> = yield* sql<FileRow>`SELECT account_id, id, version, body FROM batch_files
        WHERE account_id = ${row.account_id} AND id = ${row.id}`
      current = again[0]
    }
  })

/**
 * Once per database (`batch_secrets_sealed`, migration 0032_secrets_at_rest): files whose delivery `location` was
 * recorded with the URL's secrets (before it was masked) get it masked, a page of files at a time.
 */
const maskStoredFileLocations = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const done = yield* sql<{ readonly id: number }>`SELECT id FROM batch_secrets_sealed WHERE id = 1`
  if (done.length > 0) return
  let cursor: FileRow | undefined
  for (;;) {
    const rows = yield* fileLocationsPage(sql, cursor)
    for (const row of rows) yield* maskFileLocation(sql, row)
    const last = rows[rows.length - 1]
    if (last === undefined || rows.length < filePage) break
    cursor = last
  }
  const now = yield* Clock.currentTimeMillis
  yield* sql.onDialectOrElse({
    pg: () => sql`INSERT INTO batch_secrets_sealed (id, done_at) VALUES (1, ${now}) ON CONFLICT (id) DO NOTHING`,
    orElse: () => sql`INSERT OR IGNORE INTO batch_secrets_sealed (id, done_at) VALUES (1, ${now})`
  })
})

/**
 * At every start: batches whose delivery secrets are stored in clear (saved by a version before
 * they were sealed, or by one still running beside this one in a rolling upgrade) get them
 * sealed. Batches are few and the pass reads only them, so it runs each start rather than once
 * behind a marker, which a row written later by an older process would escape. The row's version
 * and times are left as they are (the batch is what it was, only stored differently); a save
 * meanwhile wins (the update is guarded by the version read) and seals on its own. Then, once,
 * the files' recorded locations are masked.
 */
export const sealStoredBatchSecrets = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const box = yield* SecretBox
  const rows = yield* sql<{ readonly account_id: string; readonly id: string; readonly version: unknown; readonly body: unknown }>`
    SELECT account_id, id, version, body FROM batches`
  for (const row of rows) {
    const owner = batchSecretOwner(row.account_id, row.id)
    const stored = bodyObject(row.body)
    const body = stored === undefined ? undefined : sealedBatchBody(stored, (plain) => box.seal(plain, owner))
    if (body !== undefined)
      yield* sql`UPDATE batches SET body = ${storableJson(JSON.stringify(body))}
        WHERE account_id = ${row.account_id} AND id = ${row.id} AND version = ${Number(row.version)}`
  }
  yield* maskStoredFileLocations
}).pipe(asStoreError("sealing the secrets of stored batches"), Effect.withSpan("sealStoredBatchSecrets"))

export const batchSecretsUpgradeLayer = Layer.effectDiscard(sealStoredBatchSecrets)
