import { Effect, Exit, Stream } from "effect"
import { mkdir, mkdtemp, readdir, realpath, rm, symlink } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { directoryDeliveryErrors, deliverToDirectory, rootUnsetMessage } from "../../../src/batch/DeliverToDirectory.js"
import { accountDirectory, relativePathProblem } from "../../../src/files/AccountDirectory.js"
import { fileName } from "../../../src/batch/FileWriter.js"
import { formats } from "../../../src/batch/Formats.js"
import { applyPrecedence } from "../../../src/storage/ListRange.js"
import { BatchConfig, configProblems } from "@leadflow/api"
import { Cron, Either, Schema } from "effect"
import { batchSecretOwner, displayedConfig, openHeaders, sealBatchSecrets } from "../../../src/batch/BatchSecrets.js"
import { duePeriod } from "../../../src/batch/Scheduler.js"
import { makeSecretBox } from "../../../src/secrets/SecretBox.js"

describe("batch formats", () => {
  const names = ["a", "b"]
  it("quotes CSV values only when they need it", () => {
    expect(formats.csv.header(names)).toBe("a,b\r\n")
    expect(formats.csv.line(names, ["plain", 'with "quotes", comma'], {})).toBe('plain,"with ""quotes"", comma"\r\n')
    expect(formats.csv.line(names, ["line\nbreak", " padded"], {})).toBe('"line\nbreak"," padded"\r\n')
  })
  it("keeps TSV free of tabs and line breaks, quotes pipe values holding a pipe", () => {
    expect(formats.tsv.line(names, ["a\tb", "c\r\nd"], {})).toBe("a b\tc  d\n")
    expect(formats.pipe.line(names, ["a|b", "c,d"], {})).toBe('"a|b"|c,d\n')
  })
  it("writes JSON lines by column, or the whole lead without columns", () => {
    expect(formats.jsonl.header(names)).toBe("")
    expect(formats.jsonl.line(names, ["1", "2"], { x: 1 })).toBe('{"a":"1","b":"2"}\n')
    expect(formats.jsonl.line([], [], { x: 1 })).toBe('{"x":1}\n')
  })
})

describe("list range precedence", () => {
  // 0x5fd43700 seconds = 2020-12-12T03:21:36Z
  const id = "5fd437000000000000000000"
  const idMs = 0x5fd43700 * 1000
  it("applies the lesser of before_id and end", () => {
    expect(applyPrecedence({ beforeId: id, end: idMs + 1000 })).toEqual({ beforeId: id })
    expect(applyPrecedence({ beforeId: id, end: idMs - 1 })).toEqual({ end: idMs - 1 })
  })
  it("applies the greater of after_id and start", () => {
    expect(applyPrecedence({ afterId: id, start: idMs - 1 })).toEqual({ afterId: id })
    expect(applyPrecedence({ afterId: id, start: idMs + 1000 })).toEqual({ start: idMs + 1000 })
  })
  it("keeps both bounds when the time falls in the id's own second (the id's time is floored to it)", () => {
    for (const ms of [idMs, idMs + 1, idMs + 999]) {
      expect(applyPrecedence({ beforeId: id, end: ms })).toEqual({ beforeId: id, end: ms })
      expect(applyPrecedence({ afterId: id, start: ms })).toEqual({ afterId: id, start: ms })
    }
  })
  it("lower-cases ids, as they are stored", () => {
    expect(applyPrecedence({ afterId: "5FD43700000000000000ABCD" })).toEqual({ afterId: "5fd43700000000000000abcd" })
  })
  it("keeps a single bound as it is", () => {
    expect(applyPrecedence({ afterId: id, end: 5 })).toEqual({ afterId: id, end: 5 })
  })
})

describe("batch files", () => {
  it("names files after the batch, the time and the id", () => {
    expect(fileName("Daily Leads!", "5fd4371e940df5a34a3888b2", Date.UTC(2026, 10, 21, 8, 5, 9), "csv")).toBe(
      "daily-leads-20261121T080509Z-4a3888b2.csv"
    )
    expect(fileName("***", "5fd4371e940df5a34a3888b2", 0, "jsonl")).toBe("batch-19700101T000000Z-4a3888b2.jsonl")
  })
})

describe("directory delivery paths", () => {
  it("takes relative paths only: no absolute path, '..' segment or NUL byte", () => {
    for (const ok of ["out", "out/daily", "./out", "a..b/c", "."]) expect(relativePathProblem(ok), ok).toBeUndefined()
    for (const bad of ["/srv/out", "\\server\\share", "C:/out", "..", "../x", "out/../../etc", "a\\..\\b", "out\0x"])
      expect(relativePathProblem(bad), bad).toBeDefined()
  })

  it("refuses a batch's directory delivery on save without the root, naming the variable", () => {
    expect(directoryDeliveryErrors("out", undefined)).toEqual({
      "delivery.method": ["directory delivery needs LEADFLOW_BATCH_DIRECTORY_ROOT set on the server"]
    })
    expect(directoryDeliveryErrors("out", "/srv/batches")).toEqual({})
    expect(Object.keys(directoryDeliveryErrors("/srv/out", "/srv/batches"))).toEqual(["delivery.path"])
  })
})

describe("account directories", () => {
  let root: string
  let outside: string
  beforeAll(async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), "leadflow-accountdir-")))
    outside = await realpath(await mkdtemp(join(tmpdir(), "leadflow-outside-")))
  })
  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
    await rm(outside, { recursive: true, force: true })
  })
  const resolveIn = (accountId: string, path: string) => Effect.runPromiseExit(accountDirectory(root, accountId, path))

  it("creates <root>/<account id>/<path> and answers its real path", async () => {
    expect(await resolveIn("aaaaaaaaaaaaaaaaaaaaaaaa", "out/daily")).toEqual(Exit.succeed(join(root, "aaaaaaaaaaaaaaaaaaaaaaaa", "out", "daily")))
    expect(await resolveIn("bbbbbbbbbbbbbbbbbbbbbbbb", "out/daily")).toEqual(Exit.succeed(join(root, "bbbbbbbbbbbbbbbbbbbbbbbb", "out", "daily")))
  })

  it("refuses symbolic links out of the account's folder, into another account's included, and creates nothing there", async () => {
    const home = join(root, "cccccccccccccccccccccccc")
    await mkdir(home, { recursive: true })
    await symlink(outside, join(home, "escape"))
    await symlink(join(root, "aaaaaaaaaaaaaaaaaaaaaaaa"), join(home, "neighbour"))
    for (const path of ["escape", "escape/deeper/still", "neighbour/out"]) {
      const exit = await resolveIn("cccccccccccccccccccccccc", path)
      expect(exit, path).toMatchObject({ _tag: "Failure", cause: { error: { kind: "refused", message: "must stay inside the account's directory" } } })
    }
    expect(await readdir(outside)).toEqual([])
    // The account's folder itself may not be a link out either.
    await symlink(outside, join(root, "dddddddddddddddddddddddd"))
    expect(Exit.isFailure(await resolveIn("dddddddddddddddddddddddd", "out"))).toBe(true)
    expect(await readdir(outside)).toEqual([])
  })

  it("refuses unsafe account ids and refused paths before touching the disk", async () => {
    expect(Exit.isFailure(await resolveIn("../x", "out"))).toBe(true)
    expect(Exit.isFailure(await resolveIn("eeeeeeeeeeeeeeeeeeeeeeee", "/tmp"))).toBe(true)
    expect(await readdir(root)).not.toContain("eeeeeeeeeeeeeeeeeeeeeeee")
  })

  it("a delivery without the root, or to a refused path, is a failure that writes nothing", async () => {
    const previous = process.env["LEADFLOW_BATCH_DIRECTORY_ROOT"]
    const content = Stream.make(new TextEncoder().encode("x"))
    try {
      delete process.env["LEADFLOW_BATCH_DIRECTORY_ROOT"]
      expect(await Effect.runPromiseExit(deliverToDirectory("ffffffffffffffffffffffff", outside, "f.csv", content))).toEqual(
        Exit.fail({ outcome: "failure", reason: rootUnsetMessage })
      )
      process.env["LEADFLOW_BATCH_DIRECTORY_ROOT"] = root
      // A batch stored with an absolute path (as this server once took them) is refused too.
      const absolute = await Effect.runPromiseExit(deliverToDirectory("ffffffffffffffffffffffff", outside, "f.csv", content))
      expect(absolute).toMatchObject({ _tag: "Failure", cause: { error: { outcome: "failure" } } })
      expect(await readdir(outside)).toEqual([])
      const written = await Effect.runPromise(deliverToDirectory("ffffffffffffffffffffffff", "out", "f.csv", content))
      // Answered within the account's folder; written beneath the root.
      expect(written).toBe(join("out", "f.csv"))
      expect(await readdir(join(root, "ffffffffffffffffffffffff", "out"))).toEqual(["f.csv"])
    } finally {
      if (previous === undefined) delete process.env["LEADFLOW_BATCH_DIRECTORY_ROOT"]
      else process.env["LEADFLOW_BATCH_DIRECTORY_ROOT"] = previous
    }
  })
})

describe("batch schedules", () => {
  const decode = (schedule: string) => Schema.decodeUnknownEither(BatchConfig)({ name: "x", format: "jsonl", schedule })
  const scheduleErrors = (schedule: string): string => Either.match(decode(schedule), { onLeft: (error) => error.message, onRight: () => "" })

  it("refuses on save a schedule that never comes round, or whose times Cron cannot find (February 29)", () => {
    for (const schedule of ["0 0 30 2 *", "0 0 31 4 *", "0 0 0 31 11 *"]) expect(scheduleErrors(schedule), schedule).toContain("never comes round")
    // Cron.next finds the next leap day, but Cron.prev throws looking back across a year without one.
    for (const schedule of ["0 0 29 2 *", "0 0 0 29 2 *"]) expect(scheduleErrors(schedule), schedule).toContain("February 29")
    for (const schedule of ["0 0 * * *", "0 0 31 * *", "0 0 29 * *", "* * * * * *", "0 0 0 1 1 *", "0 0 28 2 *"])
      expect(Either.isRight(decode(schedule)), schedule).toBe(true)
  })

  it("answers no period for a time Cron.prev answers that the schedule does not hold", () => {
    const midMay = Date.parse("2027-05-15T12:00:00Z")
    // Effect's Cron.prev answers 1 May here, which `0 0 31 * *` does not name.
    expect(Cron.match(Either.getOrThrow(Cron.parse("0 0 31 * *")), Cron.prev(Either.getOrThrow(Cron.parse("0 0 31 * *")), new Date(midMay)))).toBe(false)
    expect(duePeriod("0 0 31 * *", 0, midMay)).toBeUndefined()
    expect(duePeriod("0 0 * * *", 0, midMay)).toBe(new Date(2027, 4, 15).getTime())
    // A stored schedule that never comes round throws; the scheduler skips that batch alone.
    expect(() => duePeriod("0 0 30 2 *", 0, midMay)).toThrow("Unable to find")
  })
})

describe("batch delivery headers", () => {
  const http = (headers: Record<string, string>, credential = false) =>
    Schema.decodeUnknownSync(BatchConfig)({
      name: "x",
      format: "jsonl",
      delivery: { method: "http", url: "https://example.com/in", headers, ...(credential ? { credential_id: "0123456789abcdef01234567" } : {}) }
    })

  it("refuses names that are not tokens, values with line breaks or NUL, and headers the server sets", () => {
    expect(Object.keys(configProblems(http({ "bad name": "x", "X-Colon:": "x", "": "x", "X-Ok": "fine\tvalue" })))).toEqual([
      "delivery.headers.bad name",
      "delivery.headers.X-Colon:",
      "delivery.headers."
    ])
    expect(Object.keys(configProblems(http({ "X-A": "a\nInjected: 1", "X-B": "b\r", "X-C": "c\u0000", "X-D": "\u20ac" })))).toEqual([
      "delivery.headers.X-A",
      "delivery.headers.X-B",
      "delivery.headers.X-C",
      "delivery.headers.X-D"
    ])
    const own = configProblems(http({ "content-length": "1", Host: "h", "Transfer-Encoding": "chunked", Connection: "close" }))
    expect(Object.keys(own)).toHaveLength(4)
    expect(own["delivery.headers.Host"]).toEqual(["is set by the server for each delivery (Host cannot be configured)"])
    expect(Object.keys(configProblems(http({ authorization: "Bearer x" }, true)))).toEqual(["delivery.headers.authorization"])
    expect(configProblems(http({ Authorization: "Bearer x", "X-Token": "abc" }))).toEqual({})
  })

  it("seals secret values, answers them masked, keeps a masked one on save and opens them for delivery", async () => {
    const box = makeSecretBox("a test server secret of some length")
    const owner = batchSecretOwner("a".repeat(24), "b".repeat(24))
    const seal = (plain: string) => box.seal(plain, owner)
    const sent = http({ Authorization: "Bearer sup3rsecret", "X-Api-Key": "k3y", Cookie: "s=1", "X-Plain": "visible" })
    const first = sealBatchSecrets(sent, undefined, seal)
    if (!("config" in first)) throw new Error(JSON.stringify(first.errors))
    expect(JSON.stringify(first.config)).not.toMatch(/sup3rsecret|k3y|s=1/)
    const shown = displayedConfig(first.config)
    expect(shown.delivery).toMatchObject({ headers: { Authorization: "****", "X-Api-Key": "****", Cookie: "****", "X-Plain": "visible" } })
    const open = (config: BatchConfig) =>
      Effect.runPromise(openHeaders(config.delivery.method === "http" ? config.delivery.headers : undefined, owner, box))
    expect(await open(first.config)).toEqual({ Authorization: "Bearer sup3rsecret", "X-Api-Key": "k3y", Cookie: "s=1", "X-Plain": "visible" })
    // Sent back as answered: the stored secrets stay; a new value replaces its own.
    const again = sealBatchSecrets(http({ ...(shown.delivery.method === "http" ? shown.delivery.headers : {}), "X-Api-Key": "n3w" }), first.config, seal)
    if (!("config" in again)) throw new Error(JSON.stringify(again.errors))
    expect(await open(again.config)).toMatchObject({ Authorization: "Bearer sup3rsecret", "X-Api-Key": "n3w" })
    // A mask with nothing stored, or a value in the sealed form, is refused.
    expect(sealBatchSecrets(http({ "X-Secret": "****" }), first.config, seal)).toEqual({
      errors: { "delivery.headers.X-Secret": [expect.stringContaining("stores none under this header")] }
    })
    expect(sealBatchSecrets(http({ "X-Plain": "leadflow-sealed:v1.a.b.c" }), undefined, seal)).toHaveProperty(["errors", "delivery.headers.X-Plain"])
    // Stored in clear before: answered masked, sent as it is, sealed when kept on the next save.
    const legacy = http({ Authorization: "Bearer old" })
    expect(displayedConfig(legacy).delivery).toMatchObject({ headers: { Authorization: "****" } })
    expect(await open(legacy)).toEqual({ Authorization: "Bearer old" })
    const upgraded = sealBatchSecrets(http({ authorization: "****" }), legacy, seal)
    if (!("config" in upgraded)) throw new Error(JSON.stringify(upgraded.errors))
    expect(JSON.stringify(upgraded.config)).not.toContain("Bearer old")
    expect(await open(upgraded.config)).toEqual({ authorization: "Bearer old" })
    // Kept for the stored URL's origin only (scheme, host, port): elsewhere the values are sent again.
    const at = (url: string, headers: Record<string, string>) => {
      const config = http(headers)
      return config.delivery.method === "http" ? { ...config, delivery: { ...config.delivery, url } } : config
    }
    const stored = sealBatchSecrets(at("https://example.com/in", { Authorization: "Bearer sup3rsecret", "X-Plain": "visible" }), undefined, seal)
    if (!("config" in stored)) throw new Error(JSON.stringify(stored.errors))
    for (const url of ["https://EXAMPLE.com:443/other?list=1", "https://example.com/in"])
      expect(sealBatchSecrets(at(url, { Authorization: "****" }), stored.config, seal), url).toHaveProperty("config")
    for (const url of ["https://example.org/in", "http://example.com/in", "https://example.com:8443/in", "https://jane@example.com.evil.test/in"])
      expect(sealBatchSecrets(at(url, { Authorization: "****", "X-Plain": "visible" }), stored.config, seal), url).toEqual({
        errors: { "delivery.headers.Authorization": [expect.stringContaining("send the value again")] }
      })
    expect(sealBatchSecrets(at("https://example.org/in", { Authorization: "Bearer n3w" }), stored.config, seal)).toHaveProperty("config")
    // Another batch's owner does not open them.
    const elsewhere = await Effect.runPromiseExit(openHeaders(first.config.delivery.method === "http" ? first.config.delivery.headers : undefined, batchSecretOwner("a".repeat(24), "c".repeat(24)), box))
    expect(Exit.isFailure(elsewhere)).toBe(true)
  })
})
