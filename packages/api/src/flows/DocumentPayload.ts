import { decodeWithErrors } from "@leadflow/core"
import { Either, ParseResult, Schema } from "effect"

/**
 * A request body decoded with one of core's record schemas, so that a bad document gets core's
 * 422 map (`validationErrors`: one dotted path of the submitted document per key, union
 * alternatives pruned to the closest one) rather than the raw issue list. The failure is handed
 * to the platform as one issue per path and message, which the API's error mapping turns back
 * into exactly that map. OpenAPI shows the record schema named `ref`.
 */
export const documentPayload = <A, I>(schema: Schema.Schema<A, I, never>, ref: string) => {
  const decode = decodeWithErrors(schema)
  return Schema.transformOrFail(Schema.Unknown, Schema.typeSchema(schema), {
    strict: true,
    decode: (input, _options, ast) =>
      Either.match(decode(input), {
        onRight: (value) => ParseResult.succeed(value),
        onLeft: (errors) => {
          const issues = Object.entries(errors).flatMap(([path, messages]) =>
            messages.map(
              (message) => {
                const [head = "", ...tail] = path.split(".")
                const type = new ParseResult.Type(ast, input, message)
                return path === "" ? type : new ParseResult.Pointer([head, ...tail], input, type)
              }
            )
          )
          const [first, ...rest] = issues
          return ParseResult.fail(
            first === undefined
              ? new ParseResult.Type(ast, input, "Invalid document")
              : new ParseResult.Composite(ast, input, [first, ...rest])
          )
        }
      }),
    encode: (value) => ParseResult.succeed(value)
  }).annotations({
    jsonSchema: { $ref: `#/components/schemas/${ref}` },
    description: `A ${ref} document; read-only members are ignored`
  })
}
