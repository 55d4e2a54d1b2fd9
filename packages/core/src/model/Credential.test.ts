import { Either, JSONSchema } from "effect"
import { describe, expect, it } from "vitest"
import { Credential } from "./Credential.js"
import { decodeWithErrors } from "./ValidationErrors.js"

describe("Credential", () => {
  const decode = decodeWithErrors(Credential)

  it("decodes each kind by its type, as created (no id) or as stored", () => {
    const kinds = [
      { type: "user", package: "leadconduit-custom", username: "api", password: "s3cret" },
      { id: "6493820b542ea0521e2a4543", type: "token", package: "leadconduit-suppressionlist", name: "Lists", token: "****" },
      {
        type: "oauth2",
        package: "leadconduit-salesforce",
        access_token: "abc",
        refresh_token: "def",
        user: { id: "u1", email: "janedoe@company.com" },
        org: { id: "o1", name: "Company" },
        expires_at: 1700000000
      },
      { type: "oauth", package: "leadconduit-salesforce", access_token: "abc" }
    ]
    for (const credential of kinds) {
      expect(decode(credential)).toEqual(Either.right(credential))
    }
  })

  it("asks for the secrets of the kind given", () => {
    expect(decode({ type: "user", package: "leadconduit-custom", username: "" })).toEqual(
      Either.left({
        username: ['Expected a string at least 1 character(s) long, actual ""'],
        password: ["is missing"]
      })
    )
    expect(decode({ type: "token", package: "leadconduit-custom" })).toEqual(Either.left({ token: ["is missing"] }))
    expect(decode({ type: "apikey", package: "p" })).toEqual(
      Either.left({ type: ['Expected "user" | "token" | "oauth" | "oauth1" | "oauth2", actual "apikey"'] })
    )
  })

  it("describes every kind under its own name in JSON Schema", () => {
    const { $defs = {} } = JSONSchema.make(Credential)
    const kinds = ["UserCredential", "TokenCredential", "OauthCredential", "Oauth1Credential", "Oauth2Credential"]
    const typeOf = (name: string) => {
      const definition = $defs[name]
      return definition !== undefined && "properties" in definition ? JSON.stringify(definition.properties["type"]) : name
    }
    const literal = (type: string) => JSON.stringify({ type: "string", enum: [type] })
    expect(kinds.map(typeOf)).toEqual(["user", "token", "oauth", "oauth1", "oauth2"].map(literal))
  })
})
