import { parsePhoneNumberFromString } from "libphonenumber-js/max"
import { describe, expect, it } from "vitest"
import { areaCodesWithState, stateOfAreaCode } from "./AreaCodeStates.js"

/** Countries of the North American plan that the table covers (the US and its territories). */
const US_REGIONS: ReadonlySet<string> = new Set(["US", "PR", "VI", "GU", "MP", "AS"])
const GEOGRAPHIC: ReadonlySet<string> = new Set(["FIXED_LINE", "MOBILE", "FIXED_LINE_OR_MOBILE"])

// Several exchanges per area code: libphonenumber knows only the assigned ones of some areas.
const EXCHANGES = ["234", "456", "555", "789", "321", "650", "870", "920", "212", "301", "402", "503", "604", "705", "806", "907", "633", "258"]

/** Where libphonenumber places the area code, when a number in it is a valid geographic number. */
const regionOf = (areaCode: string): string | undefined => {
  for (const exchange of EXCHANGES) {
    const phone = parsePhoneNumberFromString(`+1${areaCode}${exchange}4567`)
    const type = phone?.getType()
    if (phone?.isValid() === true && type !== undefined && GEOGRAPHIC.has(type)) return phone.country
  }
  return undefined
}

describe("stateOfAreaCode", () => {
  it("knows the state of well-known area codes", () => {
    expect(stateOfAreaCode("512")).toBe("TX")
    expect(stateOfAreaCode("212")).toBe("NY")
    expect(stateOfAreaCode("202")).toBe("DC")
    expect(stateOfAreaCode("907")).toBe("AK")
    expect(stateOfAreaCode("787")).toBe("PR")
  })

  it("has no state for Canadian, Caribbean and non-geographic codes", () => {
    for (const code of ["416", "604", "876", "809", "800", "888", "500", "900", "555", "12"])
      expect(stateOfAreaCode(code)).toBeUndefined()
  })

  it("covers every US area code libphonenumber accepts, and only those", () => {
    const usCodes: Array<string> = []
    for (let code = 200; code <= 999; code++) {
      const region = regionOf(String(code))
      if (region !== undefined && US_REGIONS.has(region)) usCodes.push(String(code))
    }
    expect([...areaCodesWithState()].sort()).toEqual(usCodes)
  })

  it("gives territories their own code, as libphonenumber gives them their own country", () => {
    for (const code of areaCodesWithState()) {
      const region = regionOf(code)
      expect(region === "US" ? "US" : stateOfAreaCode(code)).toBe(region)
    }
  })
})
