import { randomBytes } from "node:crypto"
import { Context, Layer } from "effect"

/**
 * Identifiers: 24 hex characters in the layout of a BSON ObjectId, so ids sort by creation time:
 * 4 bytes of seconds since the epoch, a 3-byte counter (creation order within a second of one
 * process), then 5 random bytes drawn for each id. Ids are not secrets, but the random remainder
 * makes another account's id impossible to guess from one's own (40 bits per id, where the
 * ObjectId layout repeats a per-process part that anyone who sees one id learns).
 */
export class Ids extends Context.Tag("@leadflow/core/Ids")<Ids, { readonly next: () => string }>() {
  static readonly layer = Layer.sync(Ids, () => ({ next: objectIdGenerator() }))
}

export const OBJECT_ID = /^[0-9a-fA-F]{24}$/

/**
 * Random bytes drawn in blocks and turned into hex text once per block: one `randomBytes` call
 * and one conversion per 1,638 ids keep id creation cheap (a `toString` per id cost more than
 * the rest of the id).
 */
const randomPool = () => {
  let pool = randomBytes(8192).toString("hex")
  let offset = 0
  return (n: number): string => {
    const chars = 2 * n
    if (offset + chars > pool.length) {
      pool = randomBytes(8192).toString("hex")
      offset = 0
    }
    offset += chars
    return pool.slice(offset - chars, offset)
  }
}

/** A generator of ObjectId-style ids; `now` in ms (tests pass a fixed clock). */
export const objectIdGenerator = (now: () => number = Date.now): (() => string) => {
  const random = randomPool()
  let counter = randomBytes(3).readUIntBE(0, 3)
  // Ids made within the same second share their first 8 characters: format them once a second.
  let lastSeconds = -1
  let secondsHex = ""
  return () => {
    counter = (counter + 1) & 0xffffff
    const seconds = Math.floor(now() / 1000) >>> 0
    if (seconds !== lastSeconds) {
      lastSeconds = seconds
      secondsHex = seconds.toString(16).padStart(8, "0")
    }
    return secondsHex + counter.toString(16).padStart(6, "0") + random(5)
  }
}

/** The creation time (ms) of an ObjectId-style id. */
export const idTimestamp = (id: string): number => Number.parseInt(id.slice(0, 8), 16) * 1000
