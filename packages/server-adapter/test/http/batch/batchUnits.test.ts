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
      expect(written).toBe(join(root, "ffffffffffffffffffffffff", "out", "f.csv"))
    } finally {
      if (previous === undefined) delete process.env["LEADFLOW_BATCH_DIRECTORY_ROOT"]
      else process.env["LEADFLOW_BATCH_DIRECTORY_ROOT"] = previous
    }
  })
})
