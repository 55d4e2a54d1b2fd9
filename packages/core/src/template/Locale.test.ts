import { describe, expect, it } from "vitest"
import { english, locale, ordinal } from "./Locale.js"

describe("locale", () => {
  it("is English by default and for American English", () => {
    expect(locale(undefined)).toBe(english)
    expect(locale("en-US")).toBe(english)
    expect(locale(42)).toBe(english)
  })

  it("takes names and separators from Intl for other locales", () => {
    const fr = locale("fr")
    expect(fr.months[5]).toBe("juin")
    expect(fr.weekdays[0]).toBe("dimanche")
    expect(fr.decimal).toBe(",")
    expect(fr.thousands).toBe(" ")
    expect(fr.currency).toBe("€")
    expect(fr.week).toEqual({ dow: 1, doy: 4 })
    expect(locale("pt_BR").currency).toBe("R$")
    expect(locale("en-GB").week).toEqual({ dow: 1, doy: 4 })
  })

  it("falls back to English for a malformed tag", () => {
    expect(locale("!!")).toBe(english)
  })
})

describe("ordinal", () => {
  it.each([
    [1, "1st"], [2, "2nd"], [3, "3rd"], [4, "4th"], [11, "11th"], [12, "12th"], [13, "13th"],
    [21, "21st"], [22, "22nd"], [101, "101st"], [111, "111th"], [0, "0th"]
  ])("%d → %s", (n, expected) => {
    expect(ordinal(n)).toBe(expected)
  })
})
