/**
 * `application/x-www-form-urlencoded` text (a form body or a query string) to a nested record:
 * `+` is a space, repeated keys give arrays, dotted keys nest (see `Unflatten.ts`). Node's
 * parser keeps at most 1000 keys, far more than a lead carries.
 */
import { parse as parseUrlEncoded } from "node:querystring"
import { unflatten } from "./Unflatten.js"

/** Parse url-encoded text. Throws `KeyCollision` when dotted keys contradict each other. */
export const parseForm = (text: string): Record<string, unknown> =>
  text === "" ? {} : unflatten(parseUrlEncoded(text))
