import fc from "fast-check"
import { createRequire } from "node:module"
import { afterAll, describe, expect, it } from "vitest"
import { type AggregateHost, aggregateNames, registerGroupAggregates, type Row, type Tally } from "../../src/events/GroupAggregates.js"
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

/** A fresh table `name` (`columns` as in CREATE TABLE, then its options) holding `data`. */
const loadTable = (name: string, columns: ReadonlyArray<string>, options: string, data: ReadonlyArray<ReadonlyArray<unknown>>) => {
  db.exec(`DROP TABLE IF EXISTS ${name}; CREATE TABLE ${name} (${columns.join(", ")}) ${options}`)
  const insert = db.prepare(`INSERT INTO ${name} VALUES (${columns.map(() => "?").join(", ")})`)
  for (const row of data) insert.run(...row)
}
const load = (data: ReadonlyArray<readonly [unknown, unknown, unknown, unknown]>) => loadTable("t", ["a ANY", "b ANY", "u ANY", "v ANY"], "STRICT", data)

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

  // Money as it comes: cents (not binary fractions, so the order of additions shows in the last
  // digit), integers, large and small magnitudes, negatives (refunds), stored as REAL or INTEGER.
  const money = fc.oneof(
    fc.integer({ min: -100_000, max: 100_000 }).map((cents) => cents / 100),
    fc.integer({ min: -50, max: 50 }).map(BigInt),
    fc.constantFrom(0.1, 0.2, 0.3, 1e15, -1e15, 3.3333333333333335, 1e-7, 0)
  )
  const sums = fc.array(fc.tuple(fc.constantFrom("a", "b", null), fc.constantFrom(1, 2), money), { maxLength: 120 })
  const loadSums = (data: ReadonlyArray<readonly [unknown, unknown, unknown]>) => loadTable("m", ["a TEXT", "b INTEGER", "v ANY"], "STRICT", data)

  // The first sum of `lf_tally_by` (nothing counted) per group: `[k..., SUM(v)]`.
  const sumsBy = (value: string, keys: ReadonlyArray<string>) =>
    take(`SELECT ${aggregateNames.tallyBy}(${["NULL", value, "0", ...keys].join(", ")}) FROM m`).map((row) => [
      ...row.slice(0, keys.length),
      (row[keys.length] as Tally).sums[0]
    ])

  it("sums as SQLite's SUM sums, to the last digit, per group and in all", () =>
    fc.assert(
      fc.property(sums, (data) => {
        loadSums(data)
        expect(sumsBy("v", ["a", "b"])).toEqual(sqlRows("SELECT a, b, SUM(v) FROM m GROUP BY a, b"))
        expect(sumsBy("v", ["a"])).toEqual(sqlRows("SELECT a, SUM(v) FROM m GROUP BY a"))
        expect(sumsBy("CASE WHEN b = 1 THEN v ELSE 0 END", [])).toEqual(
          data.length === 0 ? [] : sqlRows("SELECT SUM(CASE WHEN b = 1 THEN v ELSE 0 END) FROM m")
        )
      }),
      { numRuns: 300 }
    ))

  it("tallies counts by code and two sums per group, as COUNT and SUM with GROUP BY do", () =>
    fc.assert(
      fc.property(sums, (data) => {
        loadSums(data)
        // The code: b (1 or 2), NULL for money rows below -100 (not counted, still summed).
        const code = "CASE WHEN v < -100 THEN NULL ELSE b END"
        const tallied = take(`SELECT ${aggregateNames.tallyBy}(${code}, v, CASE WHEN b = 1 THEN v ELSE 0 END, a) FROM m`).map((row) => {
          const tally = row[1] as Tally
          return [row[0], tally.counts[1] ?? 0, tally.counts[2] ?? 0, ...tally.sums]
        })
        expect(tallied).toEqual(
          sqlRows(`SELECT a, COUNT(*) FILTER (WHERE ${code} = 1), COUNT(*) FILTER (WHERE ${code} = 2), SUM(v), SUM(CASE WHEN b = 1 THEN v ELSE 0 END) FROM m GROUP BY a`)
        )
      }),
      { numRuns: 200 }
    ))

  it("sums in SQLite's order when its GROUP BY sort spills to disk", () => {
    // 200k rows in 7 groups, interleaved, and a sorter allowed little memory: SQLite sorts in
    // sorted runs it then merges. Each group's sum adds cents in the scan order all the same.
    const data: Array<readonly [string, number, number]> = []
    let seed = 7
    for (let i = 0; i < 200_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      data.push([`g${seed % 7}`, 1, (seed % 1_000_003) / 100])
    }
    db.exec("BEGIN")
    loadSums(data)
    db.exec("COMMIT")
    db.exec("PRAGMA cache_size = 8")
    try {
      const sql = sqlRows("SELECT a, SUM(v) FROM m GROUP BY a")
      expect(sumsBy("v", ["a"])).toEqual(sql)
      // Not a test that holds whatever the order: a naive sum of one group differs in its last digit.
      const naive = data.filter(([a]) => a === "g0").reduce((sum, [, , v]) => sum + v, 0)
      expect(sql.find((row) => row[0] === "g0")?.[1]).not.toBe(naive)
    } finally {
      db.exec("PRAGMA cache_size = -2000")
    }
  })

  // The SQL of `reports/PingWins.ts` over a table of successful source events.
  const sqlPingWins = (groups: ReadonlyArray<string>) => {
    const partition = [...groups, "flow_id", "source_id"].join(", ")
    return `SELECT ${[...groups, "SUM(leads - CASE WHEN max_excess > 0 THEN max_excess ELSE 0 END) AS won"].join(", ")} FROM (
      SELECT ${partition}, SUM(CASE WHEN ping = 1 THEN 0 ELSE 1 END) AS leads, MAX(excess) AS max_excess FROM (
        SELECT ${partition}, ping, SUM(CASE WHEN ping = 1 THEN -1 ELSE 1 END) OVER (
          PARTITION BY ${partition} ORDER BY created_at, CASE WHEN ping = 1 THEN 0 ELSE 1 END
          ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW
        ) AS excess FROM p
      ) r GROUP BY ${partition}
    ) w ${groups.length === 0 ? "" : `GROUP BY ${groups.join(", ")}`}`
  }
  // Few flows, sources and times, so partitions hold ties of pings and leads at one time.
  const sourceEvents = fc.array(
    fc.tuple(
      fc.constantFrom("x", "y", null),
      fc.constantFrom("f1", "f2"),
      fc.constantFrom("s1", "s2", null),
      fc.integer({ min: 1_000, max: 1_006 }),
      fc.constantFrom(1, 0, null)
    ),
    { maxLength: 80 }
  )
  const loadSourceEvents = (data: ReadonlyArray<readonly [unknown, unknown, unknown, number, unknown]>) =>
    loadTable("p", ["g0 TEXT", "flow_id TEXT", "source_id TEXT", "created_at INTEGER", "ping INTEGER"], "", data)

  it("pings won per group, and in all", () =>
    fc.assert(
      fc.property(sourceEvents, (data) => {
        loadSourceEvents(data)
        expect(take(`SELECT ${aggregateNames.pingWins}(1, created_at, ping, g0, flow_id, source_id) FROM p`)).toEqual(sqlRows(sqlPingWins(["g0"])))
        const all = sqlRows(sqlPingWins([]))
        // SQL's one row over no rows is NULL (none won); the aggregate answers no row.
        expect(take(`SELECT ${aggregateNames.pingWins}(0, created_at, ping, flow_id, source_id) FROM p`)).toEqual(data.length === 0 ? [] : all)
        expect(all.length === 1 && (data.length > 0 || all[0]?.[0] === null)).toBe(true)
      })
    ))

  it("a ping at a lead's time comes first: the lead wins it", () => {
    loadSourceEvents([
      [null, "f1", "s1", 1_001, null],
      [null, "f1", "s1", 1_001, 1],
      [null, "f1", "s1", 1_002, null],
      [null, "f1", "s1", 1_000, null]
    ])
    // Leads at 1000 and 1001 with a ping at 1001 (first): excess 1, 0, 1, 2: 3 leads, 1 won.
    expect(take(`SELECT ${aggregateNames.pingWins}(0, created_at, ping, flow_id, source_id) FROM p`)).toEqual([[1]])
    expect(sqlRows(sqlPingWins([]))).toEqual([[1]])
  })

  it("no rows: no groups", () => {
    load([])
    expect(take(`SELECT ${aggregateNames.countBy}(1, a) FROM t`)).toEqual([])
    expect(take(`SELECT ${aggregateNames.medianBy}(v) FROM t`)).toEqual([])
  })
})
