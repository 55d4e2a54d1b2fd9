import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { closedStruct, optional } from "./internal/Record.js"
import { decodeWithErrors, issuesByPath, validationErrors } from "./ValidationErrors.js"

const Item = closedStruct("Item", {
  sku: Schema.String.pipe(Schema.minLength(3), Schema.pattern(/^[A-Z]+$/)),
  quantity: Schema.Int.pipe(Schema.positive())
})

const Order = closedStruct("Order", {
  id: Schema.String,
  status: Schema.Literal("open", "closed"),
  items: Schema.Array(Item),
  note: optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(5)))),
  total: Schema.NumberFromString
})

const decodeOrder = decodeWithErrors(Order)

describe("validationErrors", () => {
  it("maps every issue to its dotted path, array indices included", () => {
    const result = decodeOrder({
      status: "pending",
      items: [{ sku: "ABC", quantity: 1 }, { sku: "ab", quantity: 0, colour: "red" }],
      total: "12.5"
    })
    expect(result).toEqual(
      Either.left({
        id: ["is missing"],
        status: ['Expected "open" | "closed", actual "pending"'],
        // Refinements run in order, so only the first that fails speaks.
        "items.1.sku": ['Expected a string at least 3 character(s) long, actual "ab"'],
        "items.1.quantity": ["Expected a positive number, actual 0"],
        "items.1.colour": ['is unexpected, expected: "sku" | "quantity"']
      })
    )
  })

  it("keeps the refinement that failed, not the union alternative that did not apply", () => {
    expect(decodeOrder({ id: "1", status: "open", items: [], note: "too long", total: "1" })).toEqual(
      Either.left({ note: ['Expected a string at most 5 character(s) long, actual "too long"'] })
    )
    expect(decodeOrder({ id: "1", status: "open", items: [], note: 7, total: "1" })).toEqual(
      Either.left({ note: ["Expected string | null, actual 7"] })
    )
  })

  it("puts problems of the document itself under the empty key", () => {
    expect(decodeOrder([])).toEqual(Either.left({ "": ["Expected Order, actual []"] }))
  })

  it("reports a value of a union of records against the record it came closest to", () => {
    const Shape = Schema.Union(
      closedStruct("Circle", { radius: Schema.Number }),
      closedStruct("Rectangle", { width: Schema.Number, height: Schema.Number })
    )
    const decodeShapes = decodeWithErrors(Schema.Array(Shape))
    expect(decodeShapes([{ radius: "2" }, { width: 1, height: "3" }, { width: 1 }, "square"])).toEqual(
      Either.left({
        "0.radius": ['Expected number, actual "2"'],
        "1.height": ['Expected number, actual "3"'],
        "2.height": ["is missing"],
        "3": ['Expected Circle | Rectangle, actual "square"']
      })
    )
  })

  it("prefers the alternative whose literal keys the value matched", () => {
    // Not told apart by Effect (a union of literals is no discriminator), so both alternatives fail.
    const Login = Schema.Union(
      closedStruct("Password", { kind: Schema.Literal("password"), user: Schema.String, secret: Schema.String }),
      closedStruct("Oauth", { kind: Schema.Literal("oauth1", "oauth2"), token: Schema.String, user: optional(Schema.String) })
    )
    // Oauth has fewer bad paths (only `kind`), but the value names the password kind.
    expect(decodeWithErrors(Login)({ kind: "password", token: "t" })).toEqual(
      Either.left({
        user: ["is missing"],
        secret: ["is missing"],
        token: ['is unexpected, expected: "kind" | "user" | "secret"']
      })
    )
  })

  it("works on a ParseError from any decode", () => {
    const error = Either.getLeft(Schema.decodeUnknownEither(Order, { errors: "all" })({ id: 1 }))
    if (error._tag === "None") throw new Error("expected a failure")
    expect(Object.keys(validationErrors(error.value))).toEqual(["id", "status", "items", "total"])
  })
})

describe("decodeWithErrors", () => {
  it("returns the decoded value when the input is valid", () => {
    expect(decodeOrder({ id: "1", status: "closed", items: [{ sku: "ABC", quantity: 2 }], total: "12.5" })).toEqual(
      Either.right({ id: "1", status: "closed", items: [{ sku: "ABC", quantity: 2 }], total: 12.5 })
    )
  })

  it("reports every issue even for a schema without the all-errors annotation", () => {
    const Plain = Schema.Struct({ a: Schema.String, b: Schema.Number })
    expect(decodeWithErrors(Plain)({})).toEqual(Either.left({ a: ["is missing"], b: ["is missing"] }))
  })
})

describe("no message quotes a secret", () => {
  const Login = closedStruct("Login", {
    name: Schema.String,
    password: Schema.String.pipe(Schema.minLength(8)),
    headers: optional(Schema.Record({ key: Schema.String, value: Schema.String })),
    auth: optional(closedStruct("Auth", { user: Schema.String, scopes: Schema.Array(Schema.String) })),
    mappings: optional(Schema.Array(closedStruct("Mapping", { property: Schema.String, value: Schema.Union(Schema.String, Schema.Array(Schema.String)) }))),
    url: optional(Schema.String.pipe(Schema.startsWith("https://"))),
    api_key: optional(Schema.String.pipe(Schema.startsWith("k-")))
  })
  const decode = decodeWithErrors(Login)

  it("says a secret member's value by its type only, whatever it is", () => {
    expect(decode({ name: "n", password: { value: "hunter22" } })).toEqual(Either.left({ password: ["Expected string, actual an object"] }))
    expect(decode({ name: "n", password: ["hunter22"] })).toEqual(Either.left({ password: ["Expected string, actual an array"] }))
    expect(decode({ name: "n", password: 12345678 })).toEqual(Either.left({ password: ["Expected string, actual a number"] }))
    expect(decode({ name: "n", password: "short" })).toEqual(
      Either.left({ password: ["Expected a string at least 8 character(s) long, actual a string"] })
    )
    expect(decode({ name: "n", password: "" })).toEqual(
      Either.left({ password: ["Expected a string at least 8 character(s) long, actual an empty string"] })
    )
  })

  it("a secret header, anything under a secret member, and any mapping's value (a module may declare a plain name secret)", () => {
    expect(decode({ name: "n", password: "long enough", headers: { "X-Api-Key": 424242, Accept: 7 } })).toEqual(
      Either.left({ "headers.X-Api-Key": ["Expected string, actual a number"], "headers.Accept": ["Expected string, actual 7"] })
    )
    expect(decode({ name: "n", password: "long enough", auth: { user: 424242, scopes: [424243] } })).toEqual(
      Either.left({ "auth.user": ["Expected string, actual a number"], "auth.scopes.0": ["Expected string, actual a number"] })
    )
    expect(
      decode({
        name: "n",
        password: "long enough",
        mappings: [
          { property: "header.X-Api-Key", value: [424242] },
          { property: "basic_password", value: 424243 },
          { property: "json_property.email", value: 424244 }
        ]
      })
    ).toEqual(
      Either.left({
        "mappings.0.value.0": ["Expected string, actual a number"],
        "mappings.1.value": ["Expected string | ReadonlyArray<string>, actual a number"],
        "mappings.2.value": ["Expected string | ReadonlyArray<string>, actual a number"]
      })
    )
  })

  it("elsewhere says a non-empty object or array by its type, and masks a URL's secrets", () => {
    expect(decode({ name: { first: "Ada" }, password: "long enough" })).toEqual(Either.left({ name: ["Expected string, actual an object"] }))
    expect(decode({ name: "n", password: "long enough", url: "http://jane:pw123456@example.com/?api_key=k9k9k9&x=1" })).toEqual(
      Either.left({ url: ['Expected a string starting with "https://", actual "http://jane:****@example.com/?api_key=****&x=1"'] })
    )
  })

  it("reads the expected part up to the first ', actual ' (a quoted value may hold those words)", () => {
    expect(decode({ name: "n", password: "long enough", api_key: "secret1, actual secret2" })).toEqual(
      Either.left({ api_key: ['Expected a string starting with "k-", actual a string'] })
    )
  })

  it("formatting twice says the same (a document payload's errors pass the API's mapping again)", () => {
    const once = decode({ name: "n", password: { value: "hunter22" } })
    if (Either.isRight(once)) throw new Error("expected a failure")
    const again = issuesByPath(Object.entries(once.left).flatMap(([path, messages]) => messages.map((message) => ({ _tag: "Type" as const, path: path.split("."), message }))))
    expect(again).toEqual(once.left)
  })
})
