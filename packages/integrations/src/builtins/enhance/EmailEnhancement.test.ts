import { parse } from "@leadflow/types"
import { anyRaw, emailRaw } from "@leadflow/types/testing"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { enhanceEmail } from "./EmailEnhancement.js"
import { canonicalMailbox } from "./Mailbox.js"
import { isRoleAccount } from "./RoleAccounts.js"

describe("enhanceEmail", () => {
  it("describes an address: canonical mailbox, domain, free, disposable, role", () => {
    expect(enhanceEmail("Jane Doe <Jane.Doe+Leads@GoogleMail.com>")).toEqual({
      valid: true,
      normalized: "janedoe@gmail.com",
      domain: "googlemail.com",
      is_free: true,
      is_disposable: false,
      is_role: false
    })
    expect(enhanceEmail("bob@mailinator.com")).toMatchObject({ is_free: true, is_disposable: true })
    expect(enhanceEmail("Sales@Acme.co.uk")).toMatchObject({
      normalized: "sales@acme.co.uk",
      domain: "acme.co.uk",
      is_free: false,
      is_role: true
    })
  })

  it("uses a parsed email as it is, and reads anything else", () => {
    fc.assert(
      fc.property(fc.oneof(emailRaw, anyRaw), (raw) => {
        expect(enhanceEmail(parse("email", raw))).toEqual(enhanceEmail(raw))
      })
    )
  })

  it("answers exactly for valid addresses", () => {
    fc.assert(
      fc.property(fc.oneof(emailRaw, anyRaw), (raw) => {
        expect(enhanceEmail(raw) !== undefined).toBe(parse("email", raw)?.valid === true)
      })
    )
    for (const value of ["not an email", "@example.com", "", null, 42]) expect(enhanceEmail(value)).toBeUndefined()
  })
})

describe("canonicalMailbox", () => {
  it("folds Gmail's dots and +tags, and googlemail.com into gmail.com", () => {
    expect(canonicalMailbox("J.A.N.E+promo", "Gmail.com")).toBe("jane@gmail.com")
    expect(canonicalMailbox("jane", "googlemail.com")).toBe("jane@gmail.com")
  })

  it("drops +tags where the provider documents them, and keeps dots there", () => {
    expect(canonicalMailbox("jane.doe+x", "outlook.com")).toBe("jane.doe@outlook.com")
    expect(canonicalMailbox("Jane+news", "iCloud.com")).toBe("jane@icloud.com")
    expect(canonicalMailbox("jane+a+b", "proton.me")).toBe("jane@proton.me")
  })

  it("only lower-cases any other address", () => {
    expect(canonicalMailbox("Jane.Doe+Team", "Acme.com")).toBe("jane.doe+team@acme.com")
    expect(canonicalMailbox("jane.doe+x", "yahoo.com")).toBe("jane.doe+x@yahoo.com")
  })
})

describe("isRoleAccount", () => {
  it("knows role mailboxes whatever their case, separators or +tag", () => {
    for (const user of ["admin", "INFO", "sales", "support+tickets", "No-Reply", "no_reply", "do.not.reply", "postmaster", "webmaster", "customer-service"])
      expect(isRoleAccount(user)).toBe(true)
  })

  it("leaves people alone, even with a role word inside their name", () => {
    for (const user of ["jane", "jane.doe", "salesforce.jane", "info.jane", "admins-jane", "support2"])
      expect(isRoleAccount(user)).toBe(false)
  })
})
