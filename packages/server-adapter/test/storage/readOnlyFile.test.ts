import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect, Layer } from "effect"
import { afterAll, expect, it } from "vitest"
import { layer, writableCheck } from "../../src/storage/Database.js"
import { sqliteTestDatabase } from "./testDatabases.js"

/**
 * A SQLite file the server may only read fails the start with a reason, instead of a server that
 * says it is ready and then cannot store a lead. (SQLite falls back to read-only without a word
 * when the file's permissions forbid writing; opened read-only here, as tests run as root.)
 */
const database = await sqliteTestDatabase()
afterAll(() => database.dispose())

it("passes a writable file and names a read-only one", async () => {
  // Create and migrate the file, then close it.
  await Effect.runPromise(Effect.scoped(Layer.build(layer(database.config))))
  const filename = database.config.dialect === "sqlite" ? database.config.filename : ""
  const check = (readonly: boolean) =>
    Effect.runPromise(
      Effect.either(writableCheck(database.config)).pipe(
        Effect.provide(SqliteClient.layer({ filename, readonly, disableWAL: true })),
        Effect.scoped
      )
    )
  expect((await check(false))._tag).toBe("Right")
  const refused = await check(true)
  expect(refused._tag).toBe("Left")
  expect(refused._tag === "Left" ? refused.left.message : "").toContain(`the SQLite database ${filename} can only be read`)
})
