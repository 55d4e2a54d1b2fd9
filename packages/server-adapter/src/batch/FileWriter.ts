import type { SqlClient } from "@effect/sql"
import { compileTemplate, Ids, type StoreError } from "@leadflow/core"
import { type AccountPorts, withAccountPorts } from "../accounts/AccountPorts.js"
import type { IntegrationRuntime } from "@leadflow/integrations"
import { Clock, Effect } from "effect"
import type { BatchConfig, BatchFile } from "@leadflow/api"
import type { SecretBox } from "../secrets/SecretBox.js"
import { insertFile, updateFile } from "./BatchFiles.js"
import { deliver } from "./Delivery.js"
import { makeContentWriter, removeContent } from "./FileContents.js"
import { formats } from "./Formats.js"
import { claimRecords, recordPage, releaseRecords } from "./Records.js"

/**
 * Make a batch file: claim the batch's unfiled records, write them (cursor pages of
 * `pageSize` records, rendered through the columns' templates into the format) to chunked
 * storage, record the file, then deliver it by the configured method and record how that went.
 * Memory holds one page and one chunk, whatever the file's size. When writing fails the records
 * go back to the batch and the partial content is removed.
 */

export const pageSize = 1_000

/**
 * Let the event loop turn between pages: SQLite queries are synchronous, and a large file would
 * otherwise hold every other request (and timer) of the server until it is written.
 */
const yieldToEventLoop = Effect.async<void>((resume) => {
  const handle = setImmediate(() => resume(Effect.void))
  return Effect.sync(() => clearImmediate(handle))
})

export type FileServices = SqlClient.SqlClient | Ids | IntegrationRuntime | AccountPorts | SecretBox

const pad = (n: number): string => String(n).padStart(2, "0")

/** `leads-20261121T120000Z-1a2b3c4d.csv`: the batch's name, the time, the end of the file's id. */
export const fileName = (batchName: string, fileId: string, now: number, extension: string): string => {
  const slug = batchName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "batch"
  const d = new Date(now)
  const stamp = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  return `${slug}-${stamp}-${fileId.slice(-8)}.${extension}`
}

const writeContent = (accountId: string, fileId: string, config: BatchConfig) =>
  Effect.gen(function* () {
    const format = formats[config.format]
    const names = config.columns.map((column) => column.name)
    const render = config.columns.map((column) => compileTemplate(column.template))
    const writer = yield* makeContentWriter(accountId, fileId)
    const header = format.header(names)
    if (header !== "") yield* writer.write(header)
    let count = 0
    let cursor = ""
    for (;;) {
      const page = yield* recordPage(accountId, fileId, cursor, pageSize)
      if (page.length === 0) break
      const lines: Array<string> = []
      for (const record of page) {
        const vars = { lead: record.data }
        lines.push(format.line(names, render.map((template) => template(vars)), record.data))
      }
      yield* writer.write(lines.join(""))
      count += page.length
      cursor = page[page.length - 1]?.id ?? cursor
      if (page.length < pageSize) break
      yield* yieldToEventLoop
    }
    const size = yield* writer.end
    return { count, size }
  })

/** Placeholder delivery of a file recorded but not yet delivered. */
export const deliveryUnfinished = "delivery did not finish"

/**
 * Make a file; `givenId` names it when the caller needs the same file id on a second run (a
 * scheduled file's job): otherwise a new id.
 */
export const createFile = (
  accountId: string,
  batchId: string,
  batchName: string,
  config: BatchConfig,
  givenId?: string
): Effect.Effect<BatchFile, StoreError, FileServices> =>
  Effect.gen(function* () {
    const fileId = givenId ?? (yield* Ids).next()
    const now = yield* Clock.currentTimeMillis
    yield* claimRecords(accountId, batchId, fileId)
    const written = yield* Effect.gen(function* () {
      const { count, size } = yield* writeContent(accountId, fileId, config)
      const format = formats[config.format]
      const file: BatchFile = {
        id: fileId,
        name: fileName(batchName, fileId, now, format.extension),
        batch_id: batchId,
        format: config.format,
        record_count: count,
        size,
        content_type: format.contentType,
        // Replaced once delivery ends; seen only if the process stops in between.
        delivery: { method: config.delivery.method, outcome: "error", reason: deliveryUnfinished },
        created_at: new Date(now).toISOString()
      }
      yield* insertFile(accountId, file, now)
      return file
    }).pipe(
      Effect.tapError(() => Effect.ignore(Effect.zipRight(removeContent(accountId, fileId), releaseRecords(accountId, fileId))))
    )
    return yield* deliverFile(accountId, written, config)
  })

/** Deliver a recorded file by the batch's method and record how that went. */
export const deliverFile = (accountId: string, written: BatchFile, config: BatchConfig): Effect.Effect<BatchFile, StoreError, FileServices> =>
  Effect.gen(function* () {
    // Delivery resolves the batch's credential among its own account's only.
    const delivery = yield* withAccountPorts(accountId, deliver(accountId, written, config.delivery))
    const file: BatchFile = { ...written, delivery }
    yield* updateFile(accountId, file, yield* Clock.currentTimeMillis)
    return file
  })
