import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { definePackage, defineIntegration, type Integration } from "../Contract.js"
import { checkPackage } from "./checkPackage.js"

const delivery = defineIntegration({
  id: "leadflow-sample.outbound.deliver",
  name: "Deliver",
  type: "delivery",
  request_variables: [
    { name: "url", type: "url", required: true, description: "Where to post" },
    { name: "api_key", type: "password", required: true, description: "The buyer's key" },
    { name: "lead.email", type: "email", description: "Email address" },
    { name: "header.*", type: "wildcard", description: "Extra headers" }
  ],
  response_variables: [
    { name: "outcome", type: "string", description: "success, failure or error" },
    { name: "reason", type: "string", description: "Why not a success" }
  ],
  secrets: ["api_key"],
  validate: (vars) => (vars["url"] === undefined ? "URL is required" : undefined),
  request: (vars) => ({ url: String(vars["url"]), method: "POST" }),
  response: () => ({ outcome: "success" })
})

const enhancement = defineIntegration({
  id: "leadflow-sample.outbound.lookup",
  name: "Lookup",
  type: "enhancement",
  request_variables: [{ name: "lead.phone_1", type: "phone", description: "Phone" }],
  response_variables: [{ name: "lookup.outcome", type: "string", description: "success, failure or error" }],
  validate: (vars) => (vars["lead"] === undefined ? "phone is required" : undefined),
  handle: () => Effect.succeed({ lookup: { outcome: "success" } })
})

const inbound = defineIntegration({
  id: "leadflow-sample.inbound.form",
  name: "Form post",
  type: "inbound",
  pingable: false,
  request_variables: [{ name: "*", type: "wildcard", description: "Any field" }],
  response_variables: [{ name: "outcome", type: "string", description: "The lead's outcome" }],
  request: () => ({}),
  response: () => ({ status: 201, headers: {}, body: "" })
})

const good = definePackage({
  id: "leadflow-sample",
  provider: "Sample Inc.",
  name: "Sample",
  description: "A package for the test kit's tests",
  version: "1.2.3-beta.1",
  link: "https://example.com/sample",
  integrations: [delivery, enhancement, inbound]
})

/** The problems of the good package with its metadata changed. */
const withPackage = (changes: Record<string, unknown>) => checkPackage({ ...good, ...changes })

/** The problems of the good package with the delivery changed (or fields removed). */
const withDelivery = (changes: Record<string, unknown>, remove: ReadonlyArray<string> = []) => {
  const changed: Record<string, unknown> = { ...delivery, ...changes }
  for (const key of remove) delete changed[key]
  return checkPackage({ ...good, integrations: [changed as unknown as Integration, enhancement, inbound] })
}

const withVariable = (variable: Record<string, unknown>) =>
  withDelivery({ request_variables: [...delivery.request_variables, variable] })

const one = (where: string, message: string) => [{ where, message: expect.stringContaining(message) }]
const onDelivery = (message: string) => one(delivery.id, message)

describe("checkPackage", () => {
  it("finds nothing wrong with a well-formed package of every style", () => {
    expect(checkPackage(good)).toEqual([])
  })

  it("reports a value that is not a package, without throwing", () => {
    expect(checkPackage(undefined)).toEqual(one("package", "must be an object"))
    expect(checkPackage("leadflow-sample")).toEqual(one("package", "must be an object"))
  })

  describe("package metadata", () => {
    it.each(["provider", "name", "description"])("requires %s", (field) => {
      expect(withPackage({ [field]: undefined })).toEqual(one("package", `needs a ${field}`))
      expect(withPackage({ [field]: "  " })).toEqual(one("package", `needs a ${field}`))
    })

    it("requires a semver version", () => {
      expect(withPackage({ version: "1.0" })).toEqual(one("package", "must be a semver version"))
      expect(withPackage({ version: "v1.0.0" })).toEqual(one("package", "must be a semver version"))
      expect(withPackage({ version: undefined })).toEqual(one("package", "must be a semver version"))
    })

    it("requires an npm name without scope or dots as id", () => {
      expect(withPackage({ id: undefined })[0]).toEqual({ where: "package", message: expect.stringContaining("needs an id") })
      for (const id of ["@acme/leadflow-acme", "Leadflow-Acme", "leadflow.acme"]) {
        const renamed = checkPackage({ ...good, id, integrations: [] })
        expect(renamed).toContainEqual({ where: "package", message: expect.stringContaining("must be an npm name") })
      }
    })

    it("requires at least one integration", () => {
      expect(withPackage({ integrations: [] })).toEqual(one("package", "at least one integration"))
      expect(withPackage({ integrations: undefined })).toEqual(one("package", "at least one integration"))
    })

    it("requires an http(s) link when there is one", () => {
      expect(withPackage({ link: "ftp://example.com" })).toEqual(one("package", "link must be an http(s) URL"))
      expect(withPackage({ link: "not a url" })).toEqual(one("package", "link must be an http(s) URL"))
    })

    it("reports a module declared twice", () => {
      expect(withPackage({ integrations: [delivery, delivery] })).toEqual(one("package", `${delivery.id} is declared twice`))
    })
  })

  describe("module ids", () => {
    it.each([
      ["another package's prefix", "leadflow-other.outbound.deliver"],
      ["no direction", "leadflow-sample.deliver"],
      ["the inbound direction on a delivery", "leadflow-sample.inbound.deliver"],
      ["no name", "leadflow-sample.outbound."],
      ["an upper-case name", "leadflow-sample.outbound.Deliver"],
      ["a name with spaces", "leadflow-sample.outbound.create lead"]
    ])("rejects %s", (_, id) => {
      expect(withDelivery({ id })).toEqual(one(id, "id must be leadflow-sample.outbound.<name>"))
    })

    it("wants the inbound direction for an inbound integration", () => {
      const wrong = { ...inbound, id: "leadflow-sample.outbound.form" }
      expect(checkPackage({ ...good, integrations: [delivery, enhancement, wrong] })).toEqual(
        one(wrong.id, "id must be leadflow-sample.inbound.<name>")
      )
    })

    it("requires a name and a known type", () => {
      expect(withDelivery({ name: "" })).toEqual(onDelivery("needs a name"))
      expect(withDelivery({ type: "recipient" })).toEqual(onDelivery(`type "recipient" must be delivery`))
    })
  })

  describe("variables", () => {
    it("wants lower-case dot paths", () => {
      expect(withVariable({ name: "First_Name", type: "string", description: "d" })).toEqual(onDelivery("(First_Name): name must be lower-case"))
      expect(withVariable({ name: "a..b", type: "string", description: "d" })).toEqual(onDelivery("must be a dot path"))
      expect(withVariable({ name: "a.*.b", type: "string", description: "d" })).toEqual(onDelivery("must be a dot path"))
      expect(withVariable({ name: "first name", type: "string", description: "d" })).toEqual(onDelivery("must not contain spaces"))
    })

    it("wants a description", () => {
      expect(withVariable({ name: "zip", type: "postal_code" })).toEqual(onDelivery("request_variables[4] (zip): needs a description"))
      expect(withVariable({ name: "zip", type: "postal_code", description: "" })).toEqual(onDelivery("needs a description"))
    })

    it("accepts every field type and the other kinds, and nothing else", () => {
      const kinds = ["phone", "certform_url", "credential", "password", "array", "object", "boolean"]
      for (const type of kinds) expect(withVariable({ name: "x", type, description: "d" })).toEqual([])
      expect(withVariable({ name: "x", type: "text", description: "d" })).toEqual(onDelivery(`(x): type "text" is not one of`))
      expect(withVariable({ name: "x", description: "d" })).toEqual(onDelivery(`(x): type nothing is not one of`))
    })

    it("ties wildcard names and the wildcard type together", () => {
      expect(withVariable({ name: "json_property.*", type: "string", description: "d" })).toEqual(onDelivery(`its type must be "wildcard"`))
      expect(withVariable({ name: "json_property", type: "wildcard", description: "d" })).toEqual(onDelivery(`needs a name ending in ".*"`))
    })

    it("checks the optional fields' types", () => {
      expect(withVariable({ name: "x", type: "string", description: "d", required: "yes" })).toEqual(onDelivery("required must be true or false"))
      expect(withVariable({ name: "x", type: "string", description: "d", examples: [1] })).toEqual(onDelivery("examples must be a list of strings"))
      expect(withVariable({ name: "x", type: "string", description: "d", deprecated: 1 })).toEqual(onDelivery("deprecated must be true or false"))
      expect(withVariable({ name: "x", type: "credential", description: "d", credential_types: ["user"] })).toEqual(
        onDelivery(`credential_types is for the credential_id variable`)
      )
      expect(withVariable({ name: "credential_id", type: "credential", description: "d", credential_types: [] })).toEqual(
        onDelivery("credential_types must be a non-empty list")
      )
    })

    it("reports a variable declared twice, and variables that are not objects", () => {
      expect(withVariable({ name: "url", type: "url", description: "again" })).toEqual(onDelivery("url is declared twice"))
      expect(withDelivery({ request_variables: ["url", ...delivery.request_variables] })).toEqual(onDelivery("request_variables[0] must be an object"))
      expect(withDelivery({ response_variables: undefined })).toEqual([
        { where: delivery.id, message: "response_variables must be a list of variables" },
        { where: delivery.id, message: expect.stringContaining("must include an outcome") }
      ])
    })

    it("wants exactly one outcome among the response variables", () => {
      const reasonOnly = [{ name: "reason", type: "string", description: "Why" }]
      expect(withDelivery({ response_variables: reasonOnly })).toEqual(onDelivery("must include an outcome"))
      const two = [
        { name: "outcome", type: "string", description: "o" },
        { name: "other.outcome", type: "string", description: "o" }
      ]
      expect(withDelivery({ response_variables: two })).toEqual(onDelivery("more than one outcome: outcome, other.outcome"))
    })
  })

  describe("call style", () => {
    it("wants request and response, or handle", () => {
      expect(withDelivery({}, ["request", "response"])).toEqual(onDelivery("needs either request and response functions or a handle"))
      expect(withDelivery({}, ["response"])).toEqual(onDelivery("has request without response"))
      expect(withDelivery({}, ["request"])).toEqual(onDelivery("has response without request"))
      expect(withDelivery({ handle: () => Effect.succeed({}) })).toEqual(onDelivery("has both handle and request/response"))
    })

    it("wants request, response and pingable on an inbound integration", () => {
      const broken = { ...inbound, pingable: undefined, response: undefined }
      expect(checkPackage({ ...good, integrations: [delivery, enhancement, broken] })).toEqual([
        { where: inbound.id, message: expect.stringContaining("needs request and response") },
        { where: inbound.id, message: "pingable must be true or false" }
      ])
    })
  })

  describe("validate", () => {
    it("must answer a skip reason for empty vars", () => {
      expect(withDelivery({ validate: () => undefined })).toEqual(onDelivery("must answer a skip reason for empty vars, it answered nothing"))
      expect(withDelivery({ validate: () => "" })).toEqual(onDelivery(`it answered ""`))
      expect(withDelivery({ validate: () => 42 })).toEqual(onDelivery("it answered number"))
    })

    it("must not throw on empty vars", () => {
      const validate = (vars: Record<string, { normal: string }>) => (vars["url"]!.normal === "" ? "URL is required" : undefined)
      expect(withDelivery({ validate })).toEqual(onDelivery("validate threw on empty vars"))
    })

    it("must be a function", () => {
      expect(withDelivery({ validate: "URL is required" })).toEqual(onDelivery("validate must be a function"))
    })

    it("is needed when variables are required, since the engine enforces nothing else", () => {
      expect(withDelivery({}, ["validate"])).toEqual(onDelivery("declares required variables (url, api_key) but no validate"))
      const optional = delivery.request_variables.map((v) => ({ ...v, required: false }))
      expect(withDelivery({ request_variables: optional }, ["validate"])).toEqual([])
    })
  })

  describe("secrets and pricing", () => {
    it("wants secrets that name declared request variables", () => {
      expect(withDelivery({ secrets: ["apikey"] })).toEqual(onDelivery("secret apikey is not a declared request variable"))
      expect(withDelivery({ secrets: ["header.Authorization"] })).toEqual([])
      expect(withDelivery({ secrets: "api_key" })).toEqual(onDelivery("secrets must be a list"))
    })

    it("wants a known pricing type", () => {
      expect(withDelivery({ pricing: { type: "flat", unit: "lead" } })).toEqual([])
      expect(withDelivery({ pricing: { type: "per lead" } })).toEqual(onDelivery("pricing.type must be flat, tiered or free"))
    })
  })
})
