import { typeNames } from "@leadflow/types"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { Field } from "./Field.js"
import { decodeWithErrors } from "./ValidationErrors.js"

describe("Field", () => {
  const decode = decodeWithErrors(Field)

  it("decodes standard and custom fields of every type", () => {
    for (const type of typeNames) {
      const field = { id: `sample_${type}`, name: `Sample ${type}`, type }
      expect(decode(field)).toEqual(Either.right(field))
    }
    const custom = {
      id: "favorite_color_acorp",
      name: "Favorite Color",
      type: "string",
      description: "Asked on the landing page",
      standard: false,
      aggregate: false,
      deprecated: true,
      see: "color_acorp",
      created_at: "2020-11-23T11:41:52Z",
      updated_at: "2020-11-23T11:41:52Z"
    }
    expect(decode(custom)).toEqual(Either.right(custom))
  })

  it("needs id, name and a known type", () => {
    expect(decode({ id: "phone 1", type: "telephone" })).toEqual(
      Either.left({
        id: ['Expected a field id of letters, digits and underscores, actual "phone 1"'],
        name: ["is missing"],
        type: [`Expected ${typeNames.map((name) => JSON.stringify(name)).join(" | ")}, actual "telephone"`]
      })
    )
  })

  it("keeps keys the reference does not list (an open record)", () => {
    const field = { id: "email", name: "Email", type: "email", category: "contact" }
    expect(decode(field)).toEqual(Either.right(field))
  })
})
