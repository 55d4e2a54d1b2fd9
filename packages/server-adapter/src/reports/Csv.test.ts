import type { RunResult } from "@leadflow/api"
import { describe, expect, it } from "vitest"
import { spreadsheetSafe, toCsv } from "./Csv.js"

describe("report CSV", () => {
  it("defuses texts a spreadsheet would run as formulas, not numbers", () => {
    expect(spreadsheetSafe('=HYPERLINK("http://x.example","click")')).toBe('\'=HYPERLINK("http://x.example","click")')
    for (const text of ["+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx"]) expect(spreadsheetSafe(text)).toBe(`'${text}`)
    for (const text of ["-5", "+12.5", "TX", "a=b", ""]) expect(spreadsheetSafe(text)).toBe(text)
  })

  it("applies it to group values, quoting as RFC 4180 says; counts stay numbers", () => {
    const result = {
      group_by: ["vars.lead.state"],
      columns: ["source-submitted", "profit"],
      rows: [
        { group: { "vars.lead.state": '=cmd|"/c calc"!A0' }, values: { "source-submitted": 2, profit: -5 } },
        { group: { "vars.lead.state": "TX" }, values: { "source-submitted": 1, profit: 3 } }
      ]
    } as unknown as RunResult
    expect(toCsv(result)).toBe(`vars.lead.state,source-submitted,profit\r\n"'=cmd|""/c calc""!A0",2,-5\r\nTX,1,3\r\n`)
  })
})
