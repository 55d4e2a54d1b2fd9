import { describe, expect, it } from "vitest"
import { formatNumber } from "./NumberFormat.js"

describe("formatNumber", () => {
  // The reference's table of numeral formats, row by row.
  it.each([
    [10000, "0,0.0000", "10,000.0000"],
    [10000.23, "0,0", "10,000"],
    [10000.23, "+0,0", "+10,000"],
    [-10000, "0,0.0", "-10,000.0"],
    [10000.1234, "0.000", "10000.123"],
    [100.1234, "00000", "00100"],
    [1000.1234, "000000,0", "001,000"],
    [10, "000.00", "010.00"],
    [10000.1234, "0[.]00000", "10000.12340"],
    [-10000, "(0,0.0000)", "(10,000.0000)"],
    [-0.23, ".00", "-.23"],
    [-0.23, "(.00)", "(.23)"],
    [0.23, "0.00000", "0.23000"],
    [0.23, "0.0[0000]", "0.23"],
    [1230974, "0.0a", "1.2m"],
    [1460, "0 a", "1 k"],
    [-104000, "0a", "-104k"],
    [1, "0o", "1st"],
    [100, "0o", "100th"],
    [1000.234, "$0,0.00", "$1,000.23"],
    [1000.2, "0,0[.]00 $", "1,000.20 $"],
    [1001, "$ 0,0[.]00", "$ 1,001"],
    [-1000.234, "($0,0)", "($1,000)"],
    [-1000.234, "$0.00", "-$1000.23"],
    [1230974, "($ 0.00 a)", "$ 1.23 m"],
    [45302, "$0,0.00", "$45,302.00"]
  ])("%d with %s → %s", (value, pattern, expected) => {
    expect(formatNumber(value, pattern)).toBe(expected)
  })

  it("formats percentages, with optional decimals", () => {
    expect(formatNumber(0.7293, "0.[00]%")).toBe("72.93%")
    expect(formatNumber(0.7, "0.[00]%")).toBe("70%")
    expect(formatNumber(0.455, "0.00%")).toBe("45.50%")
    expect(formatNumber(1, "0 %")).toBe("100 %")
  })

  it("rounds half up on the decimal digits, not on the binary value", () => {
    expect(formatNumber(1.005, "0.00")).toBe("1.01")
    expect(formatNumber(2.5, "0")).toBe("3")
    expect(formatNumber(-2.5, "0")).toBe("-3")
    expect(formatNumber(-0.001, "0.00")).toBe("0.00")
  })

  it("moves up a unit when rounding reaches a thousand", () => {
    expect(formatNumber(999_999, "0a")).toBe("1m")
    expect(formatNumber(999.9, "0a")).toBe("1k")
    expect(formatNumber(1_500_000, "0.0ak")).toBe("1500.0k")
  })

  it("puts a sign after the number when the pattern does", () => {
    expect(formatNumber(5, "0+")).toBe("5+")
    expect(formatNumber(-5, "0+")).toBe("5-")
  })

  it("uses the locale's separators and currency", () => {
    expect(formatNumber(45302, "$0,0.00", "fr")).toBe("€45 302,00")
    expect(formatNumber(1234.5, "0,0.00", "de")).toBe("1.234,50")
    expect(formatNumber(1234.5, "$0,0.00", "en-GB")).toBe("£1,234.50")
  })

  it("gives undefined for numbers that are not finite", () => {
    expect(formatNumber(Number.NaN, "0,0")).toBeUndefined()
    expect(formatNumber(Number.POSITIVE_INFINITY, "0,0")).toBeUndefined()
  })
})
