import { EventStore, objectIdGenerator } from "@leadflow/core"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { offsetSampleCount } from "../../../src/events/Timeframe.js"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { type EventSpec, makeEvent } from "./fixtures.js"

/**
 * An IANA `timezone` over explicit windows that cross a change of its offset (session 23): each
 * daily bucket is one local day, midnight to midnight (23 or 25 hours), monthly buckets start at
 * local midnight of the 1st in force then, hourly buckets are real hours on the local grid. Until
 * then the zone's offset now was used for the whole window. The windows are fixed dates, so the
 * answers do not depend on today's; the local midnights are written out as UTC.
 */
const minuteMs = 60_000
const hourMs = 3_600_000

interface Case {
  /** The events' `vars.source.id`, to count one case at a time. */
  readonly source: string
  readonly zone: string
  /** Four local midnights, in UTC: three days and the end of the last. */
  readonly midnights: ReadonlyArray<string>
}

const cases: ReadonlyArray<Case> = [
  // New York leaves daylight saving time on 2026-11-01 at 02:00 (EDT -4 -> EST -5).
  { source: "nyfall", zone: "America/New_York", midnights: ["2026-10-31T04:00:00Z", "2026-11-01T04:00:00Z", "2026-11-02T05:00:00Z", "2026-11-03T05:00:00Z"] },
  // ... and enters it on 2026-03-08 at 02:00 (EST -5 -> EDT -4).
  { source: "nyspring", zone: "America/New_York", midnights: ["2026-03-07T05:00:00Z", "2026-03-08T05:00:00Z", "2026-03-09T04:00:00Z", "2026-03-10T04:00:00Z"] },
  // Sydney leaves it on 2026-04-05 at 03:00 (+11 -> +10) and enters it on 2026-10-04 at 02:00.
  { source: "sydapr", zone: "Australia/Sydney", midnights: ["2026-04-03T13:00:00Z", "2026-04-04T13:00:00Z", "2026-04-05T14:00:00Z", "2026-04-06T14:00:00Z"] },
  { source: "sydoct", zone: "Australia/Sydney", midnights: ["2026-10-02T14:00:00Z", "2026-10-03T14:00:00Z", "2026-10-04T13:00:00Z", "2026-10-05T13:00:00Z"] },
  // Santiago skips its midnight on 2026-09-06 (-4 -> -3): that day starts at 01:00.
  { source: "scl", zone: "America/Santiago", midnights: ["2026-09-05T04:00:00Z", "2026-09-06T04:00:00Z", "2026-09-07T03:00:00Z", "2026-09-08T03:00:00Z"] },
  // A half-hour zone without changes.
  { source: "kol", zone: "Asia/Kolkata", midnights: ["2026-05-31T18:30:00Z", "2026-06-01T18:30:00Z", "2026-06-02T18:30:00Z", "2026-06-03T18:30:00Z"] }
]

const ms = (iso: string): number => Date.parse(iso)
const days = (c: Case) => c.midnights.slice(0, 3).map((start, i) => ({ start: ms(start), end: ms(c.midnights[i + 1] as string) }))

// Two source events a local day: at 00:30 and at 23:30, each of its own lead.
const daySpecs: ReadonlyArray<EventSpec> = cases.flatMap((c) =>
  days(c).flatMap((day, i): ReadonlyArray<EventSpec> => [
    { type: "source", outcome: "success", at: day.start + 30 * minuteMs, lead: `${c.source}-${i}-early`, source: c.source },
    { type: "source", outcome: "success", at: day.end - 30 * minuteMs, lead: `${c.source}-${i}-late`, source: c.source }
  ])
)

// Filter events at half past each hour: New York's night of 2026-11-01 (01:00 comes twice), and
// Lord Howe in June (+10:30: its hours start at half past UTC's).
const hourStarts = {
  nyfall: ["2026-11-01T04:00:00Z", "2026-11-01T05:00:00Z", "2026-11-01T06:00:00Z", "2026-11-01T07:00:00Z", "2026-11-01T08:00:00Z"],
  lhi: ["2026-06-09T13:30:00Z", "2026-06-09T14:30:00Z", "2026-06-09T15:30:00Z"]
}
const hourSpecs: ReadonlyArray<EventSpec> = Object.entries(hourStarts).flatMap(([source, starts]) =>
  starts.map((start, i): EventSpec => ({ type: "filter", outcome: "stop", at: ms(start) + 10 * minuteMs, lead: `${source}-h${i}`, source }))
)

const bySource = (source: string, type: string) =>
  JSON.stringify([
    { property_name: "vars.source.id", operator: "eq", property_value: source },
    { property_name: "type", operator: "eq", property_value: type }
  ])

type Buckets = Array<{ value: Array<{ result: unknown }>; timeframe: { start: string; end: string } }>
const iso = (t: number | string): string => new Date(t).toISOString()

for (const dialect of ["sqlite", "postgres"] as ReadonlyArray<Dialect>) {
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`time zones across offset changes (${dialect})`, () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer({ dialect })
      const specs = [...daySpecs, ...hourSpecs]
      const nextId = objectIdGenerator(() => ms("2026-03-01T00:00:00Z"))
      await server.run(
        Effect.flatMap(EventStore, (store) =>
          Effect.forEach(specs, (spec) => store.writeLead(spec.lead, [makeEvent(server.accountId, nextId(), spec)]), { discard: true })
        )
      )
    })
    afterAll(() => server.close())

    const get = async (path: string, params: Record<string, string>) => {
      const res = await fetch(`${server.url}${path}?${new URLSearchParams(params).toString()}`, { headers: { authorization: server.auth } })
      const body = (await res.json()) as unknown
      expect(res.status, JSON.stringify(body)).toBe(200)
      return body
    }
    const metric = async (name: string, params: Record<string, string>): Promise<Buckets> =>
      ((await get(`/events/event-metrics/${name}`, params)) as { result: Buckets }).result
    const perBucket = (buckets: Buckets, read: (value: Array<{ result: unknown }>) => unknown) =>
      buckets.map((b) => [b.timeframe.start, b.timeframe.end, read(b.value)])
    const total = (value: Array<{ result: unknown }>) => value.reduce((sum, v) => sum + Number(v.result), 0)

    it("daily buckets are local days, midnight to midnight, across the changes of New York, Sydney, Santiago (and Kolkata's half hour)", async () => {
      for (const c of cases) {
        const window = { timeframe: JSON.stringify({ start: c.midnights[0], end: c.midnights[3] }), interval: "daily", timezone: c.zone, filters: bySource(c.source, "source") }
        const expected = days(c).map((day) => [iso(day.start), iso(day.end), 2])
        expect({ zone: c.source, count: perBucket(await metric("count", window), total) }).toEqual({ zone: c.source, count: expected })
        expect({ zone: c.source, unique: perBucket(await metric("count_unique", { ...window, target_property: "vars.lead.id" }), total) }).toEqual({
          zone: c.source,
          unique: expected
        })
        const selected = perBucket(await metric("select_unique", { ...window, target_property: "vars.lead.id" }), (value) =>
          value.flatMap((v) => v.result as ReadonlyArray<string>).sort()
        )
        expect({ zone: c.source, selected }).toEqual({
          zone: c.source,
          selected: days(c).map((day, i) => [iso(day.start), iso(day.end), [`${c.source}-${i}-early`, `${c.source}-${i}-late`]])
        })
        // Grouped by a lead's member: read once per write (`SharedFold.ts`, `SharedFoldPg.ts`).
        const grouped = await metric("count", { ...window, group_by: "vars.source.name" })
        expect({ zone: c.source, grouped: perBucket(grouped, (value) => value) }).toEqual({
          zone: c.source,
          grouped: days(c).map((day) => [iso(day.start), iso(day.end), [{ "vars.source.name": `Source ${c.source}`, result: 2 }]])
        })
      }
    })

    it("/events/stats daily: one local day a row across the changes", async () => {
      for (const c of cases) {
        const rows = (await get("/events/stats", {
          start: c.midnights[0] as string,
          end: c.midnights[3] as string,
          interval: "daily",
          timezone: c.zone,
          column: "source-success",
          rule: JSON.stringify([{ lhv: "vars.source.id", op: "is equal to", rhv: c.source }])
        })) as Array<{ timeframe: { start: string; end: string }; "source-success": number }>
        expect({ zone: c.source, rows: rows.map((r) => [r.timeframe.start, r.timeframe.end, r["source-success"]]) }).toEqual({
          zone: c.source,
          rows: days(c).map((day) => [iso(day.start), iso(day.end), 2])
        })
      }
    })

    it("monthly buckets start at the local midnight of the 1st: New York's 00:30 lead of November 1st is November's", async () => {
      const [c] = cases as [Case]
      const buckets = await metric("count", { timeframe: JSON.stringify({ start: c.midnights[0], end: c.midnights[3] }), interval: "monthly", timezone: c.zone, filters: bySource(c.source, "source") })
      expect(perBucket(buckets, total)).toEqual([
        [iso(c.midnights[0] as string), "2026-11-01T04:00:00.000Z", 2],
        ["2026-11-01T04:00:00.000Z", iso(c.midnights[3] as string), 4]
      ])
      // A year of New York months: three offsets in the window (CASE over two changes).
      const year = await metric("count", {
        timeframe: JSON.stringify({ start: "2026-01-01T05:00:00Z", end: "2027-01-01T05:00:00Z" }),
        interval: "monthly",
        timezone: "America/New_York",
        filters: JSON.stringify([{ property_name: "vars.source.id", operator: "in", property_value: ["nyfall", "nyspring"] }, { property_name: "type", operator: "eq", property_value: "source" }])
      })
      expect(year.map((b) => b.timeframe.start)).toEqual(
        Array.from({ length: 12 }, (_, m) => iso(Date.UTC(2026, m, 1) + (m >= 3 && m <= 10 ? 4 : 5) * hourMs))
      )
      expect(year.map((b) => total(b.value))).toEqual([0, 0, 6, 0, 0, 0, 0, 0, 0, 2, 4, 0])
    })

    it("hourly buckets are real hours on the local grid: New York's 01:00 twice on November 1st, Lord Howe's at half past in June", async () => {
      for (const [source, zone] of [["nyfall", "America/New_York"], ["lhi", "Australia/Lord_Howe"]] as const) {
        const starts = hourStarts[source]
        const end = iso(ms(starts[starts.length - 1] as string) + hourMs)
        const buckets = await metric("count", { timeframe: JSON.stringify({ start: starts[0], end }), interval: "hourly", timezone: zone, filters: bySource(source, "filter") })
        expect({ source, buckets: perBucket(buckets, total) }).toEqual({
          source,
          buckets: starts.map((start) => [iso(start), iso(ms(start) + hourMs), 1])
        })
      }
    })

    it("a long window in an IANA zone is refused (422) before its offsets are sampled; a 150-year one samples each year once", async () => {
      const refused = async (params: Record<string, string>) => {
        const before = offsetSampleCount()
        const res = await fetch(`${server.url}/events/event-metrics/count?${new URLSearchParams(params).toString()}`, { headers: { authorization: server.auth } })
        const body = (await res.json()) as { error?: { details?: unknown } }
        return { status: res.status, parameter: JSON.stringify(body).includes('"interval"'), samples: offsetSampleCount() - before }
      }
      // 60,000 yearly buckets: too many, told before the zone's 60,000 years are sampled
      // (they were, weekly: 3 million formatter calls, 11 s of a blocked event loop).
      for (const interval of ["yearly", "monthly", "daily"]) {
        const answer = await refused({ timeframe: "previous_60000_years", interval, timezone: "America/New_York" })
        expect({ interval, ...answer, samples: answer.samples < 50 }).toEqual({ interval, status: 422, parameter: true, samples: true })
      }
      // 300 years of months (3,600 buckets) far ahead: past the 200 years a zone's window may span.
      const far = await refused({ timeframe: JSON.stringify({ start: "2400-01-01T00:00:00Z", end: "2700-01-01T00:00:00Z" }), interval: "monthly", timezone: "America/New_York" })
      expect({ ...far, samples: far.samples < 50 }).toEqual({ status: 422, parameter: true, samples: true })
      // 150 years of months (1,801 buckets: UTC midnights are not New York's) are answered, the changes' CASE bounded by the window (two a year);
      // the same window a month later samples only the year it adds.
      const first = offsetSampleCount()
      const long = await metric("count", { timeframe: JSON.stringify({ start: "2400-01-01T00:00:00Z", end: "2550-01-01T00:00:00Z" }), interval: "monthly", timezone: "America/New_York" })
      expect(long.length).toBe(1801)
      expect(offsetSampleCount() - first).toBeLessThan(151 * 100)
      const second = offsetSampleCount()
      const shifted = await metric("count", { timeframe: JSON.stringify({ start: "2400-02-01T00:00:00Z", end: "2550-02-01T00:00:00Z" }), interval: "monthly", timezone: "America/New_York" })
      expect(shifted.length).toBe(1801)
      expect(offsetSampleCount() - second).toBeLessThan(500)
    })

    it("a fixed offset keeps one offset throughout", async () => {
      const c = cases[1] as Case
      const buckets = await metric("count", { timeframe: JSON.stringify({ start: c.midnights[0], end: c.midnights[3] }), interval: "daily", timezone: "-18000", filters: bySource(c.source, "source") })
      // At -05:00 every day starts at 05:00Z: the 00:30 EDT lead of March 9th is the 8th's.
      expect(perBucket(buckets, total)).toEqual([
        ["2026-03-07T05:00:00.000Z", "2026-03-08T05:00:00.000Z", 2],
        ["2026-03-08T05:00:00.000Z", "2026-03-09T05:00:00.000Z", 3],
        ["2026-03-09T05:00:00.000Z", "2026-03-10T04:00:00.000Z", 1]
      ])
    })
  })
}
