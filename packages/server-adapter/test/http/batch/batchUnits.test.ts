import { describe, expect, it } from "vitest"
import { directoryProblem } from "../../../src/batch/DeliverToDirectory.js"
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
    expect(applyPrecedence({ beforeId: id, end: idMs + 1 })).toEqual({ beforeId: id })
    expect(applyPrecedence({ beforeId: id, end: idMs - 1 })).toEqual({ end: idMs - 1 })
  })
  it("applies the greater of after_id and start", () => {
    expect(applyPrecedence({ afterId: id, start: idMs - 1 })).toEqual({ afterId: id })
    expect(applyPrecedence({ afterId: id, start: idMs + 1 })).toEqual({ start: idMs + 1 })
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
  it("accepts absolute directories, inside the root when one is set", () => {
    expect(directoryProblem("relative", undefined)).toBeDefined()
    expect(directoryProblem("/srv/out", undefined)).toBeUndefined()
    expect(directoryProblem("/srv/out/a", "/srv/out")).toBeUndefined()
    expect(directoryProblem("/srv/other", "/srv/out")).toBeDefined()
    expect(directoryProblem("/srv/out/../../etc", "/srv/out")).toBeDefined()
  })
})
