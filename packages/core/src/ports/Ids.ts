import { randomBytes } from "node:crypto"
import { Context, Layer } from "effect"

/**
 * Identifiers: 24 hex characters in the layout of a BSON ObjectId (4 bytes of seconds since the
 * epoch, 5 random bytes per process, a 3-byte counter), so ids sort by creation time.
 */
export class Ids extends Context.Tag("@leadflow/core/Ids")<Ids, { readonly next: () => string }>() {
  static readonly layer = Layer.sync(Ids, () => ({ next: objectIdGenerator() }))
}

export const OBJECT_ID = /^[0-9a-fA-F]{24}$/

/** A generator of ObjectId-style ids; `now` in ms (tests pass a fixed clock). */
export const objectIdGenerator = (now: () => number = Date.now): (() => string) => {
  const processPart = randomBytes(5).toString("hex")
  let counter = randomBytes(3).readUIntBE(0, 3)
  return () => {
    counter = (counter + 1) & 0xffffff
    const seconds = Math.floor(now() / 1000) >>> 0
    return seconds.toString(16).padStart(8, "0") + processPart + counter.toString(16).padStart(6, "0")
  }
}

/** The creation time (ms) of an ObjectId-style id. */
export const idTimestamp = (id: string): number => Number.parseInt(id.slice(0, 8), 16) * 1000
