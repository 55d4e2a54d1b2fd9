import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Entity, EntityReference } from "./Entity.js"
import { decodeWithErrors } from "./ValidationErrors.js"

const aCorporation = {
  id: "5fd4371e940df5a34a3888b2",
  name: "A Corporation",
  standard: false,
  account: true,
  pending: false,
  connected: "seller",
  deprecated: false,
  field_suffix: "acorp",
  invitation_id: null,
  flow_ids: ["5fd4371e940df5a34a3888b2"],
  logo_url: null,
  module_ids: [],
  source: "seller",
  recipient: null,
  time_zone: "America/Los Angeles",
  certform_certified_vendor: true,
  website: "https://acorp.example",
  created_at: "2020-11-23T11:41:52Z",
  updated_at: "2020-11-23T11:41:52Z"
}

describe("Entity", () => {
  const decode = decodeWithErrors(Entity)

  it("decodes the reference's example entity and encodes it back", () => {
    const entity = Schema.decodeUnknownSync(Entity)(aCorporation)
    expect(entity.source).toBe("seller")
    expect(Schema.encodeSync(Entity)(entity)).toEqual(aCorporation)
  })

  it("needs name, source, recipient and module_ids; null source or recipient is a role it cannot play", () => {
    expect(decode({})).toEqual(
      Either.left({
        name: ["is missing"],
        module_ids: ["is missing"],
        source: ["is missing"],
        recipient: ["is missing"]
      })
    )
    expect(Either.isRight(decode({ name: "Both", module_ids: [], source: "form", recipient: "crm" }))).toBe(true)
  })

  it("rejects unknown kinds, a bad field suffix and unknown keys", () => {
    const result = decode({ ...aCorporation, source: "buyer", recipient: "seller", field_suffix: "ACORP", nickname: "ac" })
    if (Either.isRight(result)) throw new Error("expected the entity to be rejected")
    const { nickname, ...others } = result.left
    expect(nickname?.[0]).toMatch(/^is unexpected, expected: "id" \| "name"/)
    expect(others).toEqual({
      field_suffix: ['Expected 3 to 5 lowercase letters or digits, actual "ACORP"'],
      source: ['Expected "seller" | "form" | "other" | null, actual "buyer"'],
      recipient: ['Expected "buyer" | "crm" | "analytics" | "enhancement" | "esp" | "other" | null, actual "seller"']
    })
  })
})

describe("EntityReference", () => {
  it("needs only the id, since the name is read-only", () => {
    expect(decodeWithErrors(EntityReference)({ id: "6369a0e534c9d4ebe142e0ef" })).toEqual(
      Either.right({ id: "6369a0e534c9d4ebe142e0ef" })
    )
  })
})
