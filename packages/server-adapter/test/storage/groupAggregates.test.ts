import fc from "fast-check"
import { createRequire } from "node:module"
import { afterAll, describe, expect, it } from "vitest"
import { type AggregateHost, aggregateNames, registerGroupAggregates, type Row } from "../../src/events/GroupAggregates.js"
import { sqliteDriverPath } from "../../src/storage/SqliteDriver.js"

/**
 * The JS aggregates answer what the SQL they replace answers, row for row and in the same order,
 * on keys SQLite groups and orders in its own way: NULL, integers and reals that are equal (`1`
 * and `1.0`), a number and its text (`1` and `'1'`), text beyond the BMP (UTF-8 byte order, not
 * JS's UTF-16 order), infinities, duplicates and NULL values.
 */
interface Connection extends AggregateHost {
  exec(sql: string): void
  prepare(sql: string): {
    run(...params: ReadonlyArray<unknown>): unknown
    all(...params: ReadonlyArray<unknown>): Array<Record<string, unknown>>
    raw(on: boolean): { all(...params: ReadonlyArray<unknown>): Array<Array<unknown>> }
    pluck(): { get(...params: ReadonlyArray<unknown>): unknown }
  }
  close(): void
}
const Database = createRequire(import.meta.url)(sqliteDriverPath()) as new (filename: string) => Connection

const db = new Database(":memory:")
const results = new Map<number, ReadonlyArray<Row>>()
registerGroupAggregates(db, results)
afterAll(() => db.close())

const take = (sql: string): ReadonlyArray<Row> => {
  const handle = Number(db.prepare(sql).pluck().get())
  const rows = results.get(handle)
  results.delete(handle)
  if (rows === undefined) throw new Error(`no rows under handle ${handle}`)
  return rows
}

// better-sqlite3 binds a JS number as REAL and a bigint as INTEGER: both kinds, equal values included.
const value = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -3, max: 3 }).map(BigInt),
  fc.constantFrom(1, 2, 2.5, -0.5, 1e-9),
  fc.constantFrom("", "1", "a", "A", "b", "é", "\u{ff21}", "\u{1f600}", "\u{e000}", "ab", "a\u0000b")
)
const number = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -5, max: 5 }).map(BigInt),
  fc.constantFrom(0.5, 2.25, -1.5, 100, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY)
)
const rows = fc.array(fc.tuple(value, value, value, number), { maxLength: 60 })

const load = (data: ReadonlyArray<readonly [unknown, unknown, unknown, unknown]>) => {
  db.exec("DROP TABLE IF EXISTS t; CREATE TABLE t (a ANY, b ANY, u ANY, v ANY) STRICT")
  const insert = db.prepare("INSERT INTO t VALUES (?, ?, ?, ?)")
  for (const row of data) insert.run(...row)
}

const sqlRows = (sql: string): ReadonlyArray<Row> => db.prepare(sql).raw(true).all()

// The SQL median of `Median.ts`: the middle one or two positions by running sums of each value's count.
const sqlMedian = `SELECT a, b, AVG(v) AS median FROM (
    SELECT a, b, v, n,
      SUM(n) OVER (PARTITION BY a, b ORDER BY v ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS hi,
      SUM(n) OVER (PARTITION BY a, b) AS c
    FROM (SELECT a, b, v, COUNT(*) AS n FROM t WHERE v IS NOT NULL GROUP BY a, b, v) h
  ) r CROSS JOIN (SELECT 1 AS half UNION ALL SELECT 2 AS half) x
  WHERE (CASE half WHEN 1 THEN (CAST(c + 1 AS BIGINT) / 2) ELSE (CAST(c + 2 AS BIGINT) / 2) END) BETWEEN hi - n + 1 AND hi
    AND (half = 1 OR (CAST(c + 2 AS BIGINT) / 2) <> (CAST(c + 1 AS BIGINT) / 2))
  GROUP BY a, b`

describe("SQLite hash aggregates", () => {
  it("count per group, with weights", () =>
    fc.assert(
      fc.property(rows, (data) => {
        load(data)
        expect(take(`SELECT ${aggregateNames.countBy}(1, a, b) FROM t`)).toEqual(sqlRows("SELECT a, b, COUNT(*) FROM t GROUP BY a, b"))
        expect(take(`SELECT ${aggregateNames.countBy}(3, a) FROM t`)).toEqual(sqlRows("SELECT a, SUM(3) FROM t GROUP BY a"))
      })
    ))

  it("distinct count per group", () =>
    fc.assert(
      fc.property(rows, (data) => {
        load(data)
        expect(take(`SELECT ${aggregateNames.distinctBy}(u, a, b) FROM t`)).toEqual(sqlRows("SELECT a, b, COUNT(DISTINCT u) FROM t GROUP BY a, b"))
      })
    ))

  it("distinct values, ordered as ORDER BY orders them", () =>
    fc.assert(
      fc.property(rows, (data) => {
        load(data)
        expect(take(`SELECT ${aggregateNames.valuesBy}(1000, u, a) FROM t`)).toEqual(sqlRows("SELECT DISTINCT a, u FROM t WHERE u IS NOT NULL ORDER BY a, u"))
        expect(take(`SELECT ${aggregateNames.valuesBy}(1000, u) FROM t`)).toEqual(sqlRows("SELECT DISTINCT u FROM t WHERE u IS NOT NULL ORDER BY u"))
      })
    ))

  it("stops collecting distinct values past its limit", () => {
    load(Array.from({ length: 50 }, (_, i) => [i % 2, null, `v${i}`, null] as const))
    // Over the limit: limit + 1 values, enough for the caller to refuse the answer.
    expect(take(`SELECT ${aggregateNames.valuesBy}(10, u, a) FROM t`)).toHaveLength(11)
    expect(take(`SELECT ${aggregateNames.valuesBy}(50, u, a) FROM t`)).toEqual(sqlRows("SELECT DISTINCT a, u FROM t ORDER BY a, u"))
  })

  it("median per group", () =>
    fc.assert(
      fc.property(rows, (data) => {
        load(data)
        // SQLite's AVG of -Infinity and Infinity is NULL: no median for that group.
        expect(take(`SELECT ${aggregateNames.medianBy}(v, a, b) FROM t`)).toEqual(sqlRows(sqlMedian).filter((row) => row[2] !== null))
      })
    ))

  it("no rows: no groups", () => {
    load([])
    expect(take(`SELECT ${aggregateNames.countBy}(1, a) FROM t`)).toEqual([])
    expect(take(`SELECT ${aggregateNames.medianBy}(v) FROM t`)).toEqual([])
  })
})
