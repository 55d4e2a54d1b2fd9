import { createHmac } from "node:crypto"
import fc from "fast-check"
import { describe, it, expect } from "vitest"
import type { CertIdFields, CertKind } from "./CertId.js"
import { CERT_ID_LENGTH, CERT_ID_RANDOM_BYTES, decodeCertId, encodeCertId } from "./CertId.js"

const SECRET = "test-secret-one"
const OTHER_SECRET = "test-secret-two"
const CREATED = Date.UTC(2024, 2, 14, 15, 9, 26, 535)
const RANDOM = Uint8Array.from({ length: CERT_ID_RANDOM_BYTES }, (_, i) => i * 17 + 3)

const fields = (overrides: Partial<CertIdFields> = {}): CertIdFields => ({
  createdAtMs: CREATED,
  kind: "web",
  masked: false,
  random: RANDOM,
  ...overrides
})

/** The tag as docs/certform-scheme.md describes it, computed independently of the module. */
const documentedTag = (payload: Buffer, secret: string): Buffer =>
  createHmac("sha256", Buffer.from(secret, "utf8"))
    .update(Buffer.concat([Buffer.from("leadflow/certform-id", "utf8"), Buffer.from([0])]))
    .update(payload)
    .digest()
    .subarray(0, 12)

/** A correctly tagged id over an arbitrary 20-byte payload (to reach checks behind the tag). */
const taggedId = (payload: Buffer, secret: string): string =>
  Buffer.concat([payload, documentedTag(payload, secret)]).toString("hex")

/** Replace the hex digit at `index` with a different one. */
const flipDigit = (id: string, index: number): string => {
  const digit = id[index] === "0" ? "1" : "0"
  return `${id.slice(0, index)}${digit}${id.slice(index + 1)}`
}

describe("encodeCertId", () => {
  it("lays out version, time, flags, random bytes and the documented tag in 64 lower-case hex digits", () => {
    const id = encodeCertId(fields({ kind: "mobile", masked: true }), SECRET)
    expect(id).toMatch(/^[0-9a-f]{64}$/)
    expect(id).toHaveLength(CERT_ID_LENGTH)
    const bytes = Buffer.from(id, "hex")
    expect(bytes[0]).toBe(1)
    expect(bytes.readUIntBE(1, 6)).toBe(CREATED)
    expect(bytes[7]).toBe(0b101)
    expect([...bytes.subarray(8, 20)]).toEqual([...RANDOM])
    expect(bytes.subarray(20).equals(documentedTag(bytes.subarray(0, 20), SECRET))).toBe(true)
  })

  it("gives the same id for the same fields, random bytes and secret", () => {
    expect(encodeCertId(fields(), SECRET)).toBe(encodeCertId(fields(), SECRET))
    expect(encodeCertId(fields(), SECRET)).not.toBe(encodeCertId(fields(), OTHER_SECRET))
  })

  it("draws fresh random bytes when none are given", () => {
    const { random: _random, ...withoutRandom } = fields()
    const first = encodeCertId(withoutRandom, SECRET)
    const second = encodeCertId(withoutRandom, SECRET)
    expect(first).not.toBe(second)
    expect(decodeCertId(first, SECRET)?.createdAtMs).toBe(CREATED)
    expect(decodeCertId(second, SECRET)?.createdAtMs).toBe(CREATED)
  })

  it("treats a text secret as its UTF-8 bytes", () => {
    const secret = "clé-secrète"
    expect(encodeCertId(fields(), secret)).toBe(encodeCertId(fields(), new TextEncoder().encode(secret)))
  })

  it("rejects programming errors with a RangeError", () => {
    expect(() => encodeCertId(fields(), "")).toThrow(RangeError)
    expect(() => encodeCertId(fields({ createdAtMs: -1 }), SECRET)).toThrow(RangeError)
    expect(() => encodeCertId(fields({ createdAtMs: 1.5 }), SECRET)).toThrow(RangeError)
    expect(() => encodeCertId(fields({ createdAtMs: 2 ** 48 }), SECRET)).toThrow(RangeError)
    expect(() => encodeCertId(fields({ random: new Uint8Array(CERT_ID_RANDOM_BYTES - 1) }), SECRET)).toThrow(
      RangeError
    )
    expect(() => encodeCertId(fields({ kind: "fax" as CertKind }), SECRET)).toThrow(RangeError)
  })
})

describe("decodeCertId", () => {
  it("recovers every kind, the masked flag and the creation time", () => {
    for (const kind of ["web", "mobile", "facebook"] as const) {
      for (const masked of [false, true]) {
        const id = encodeCertId(fields({ kind, masked }), SECRET)
        expect(decodeCertId(id, SECRET)).toEqual({ id, version: 1, createdAtMs: CREATED, kind, masked })
      }
    }
  })

  it("round-trips any creation time, kind, flag and random bytes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 48 - 1 }),
        fc.constantFrom<CertKind>("web", "mobile", "facebook"),
        fc.boolean(),
        fc.uint8Array({ minLength: CERT_ID_RANDOM_BYTES, maxLength: CERT_ID_RANDOM_BYTES }),
        (createdAtMs, kind, masked, random) => {
          const id = encodeCertId({ createdAtMs, kind, masked, random }, SECRET)
          expect(decodeCertId(id, SECRET)).toEqual({ id, version: 1, createdAtMs, kind, masked })
        }
      )
    )
  })

  it("accepts any letter case and returns the canonical lower-case id", () => {
    const id = encodeCertId(fields(), SECRET)
    expect(decodeCertId(id.toUpperCase(), SECRET)?.id).toBe(id)
  })

  it("rejects an id made with another secret", () => {
    expect(decodeCertId(encodeCertId(fields(), OTHER_SECRET), SECRET)).toBeUndefined()
  })

  it("rejects every single-digit change (time, flags, random bytes or tag)", () => {
    const id = encodeCertId(fields(), SECRET)
    for (let index = 0; index < id.length; index++) {
      expect(decodeCertId(flipDigit(id, index), SECRET)).toBeUndefined()
    }
  })

  it("rejects malformed ids without throwing", () => {
    const id = encodeCertId(fields(), SECRET)
    for (const malformed of ["", id.slice(1), `${id}0`, `${id.slice(0, 63)}g`, ` ${id.slice(1)}`, "asdfasdfasdf"]) {
      expect(decodeCertId(malformed, SECRET)).toBeUndefined()
    }
    expect(decodeCertId(42 as unknown as string, SECRET)).toBeUndefined()
    expect(decodeCertId(id, undefined as unknown as string)).toBeUndefined()
  })

  it("rejects a correctly tagged id of an unknown version or with reserved flags", () => {
    const good = Buffer.from(encodeCertId(fields(), SECRET), "hex").subarray(0, 20)
    expect(decodeCertId(taggedId(good, SECRET), SECRET)).toBeDefined()
    const nextVersion = Buffer.from(good)
    nextVersion[0] = 2
    expect(decodeCertId(taggedId(nextVersion, SECRET), SECRET)).toBeUndefined()
    const reservedKind = Buffer.from(good)
    reservedKind[7] = 0b011
    expect(decodeCertId(taggedId(reservedKind, SECRET), SECRET)).toBeUndefined()
    const reservedBit = Buffer.from(good)
    reservedBit[7] = 0b1000
    expect(decodeCertId(taggedId(reservedBit, SECRET), SECRET)).toBeUndefined()
  })

  it("verifies with any secret of a rotation list and never with an empty one", () => {
    const oldId = encodeCertId(fields(), OTHER_SECRET)
    const newId = encodeCertId(fields(), SECRET)
    expect(decodeCertId(oldId, [SECRET, OTHER_SECRET])?.id).toBe(oldId)
    expect(decodeCertId(newId, [SECRET, OTHER_SECRET])?.id).toBe(newId)
    expect(decodeCertId(oldId, [SECRET])).toBeUndefined()
    expect(decodeCertId(newId, [])).toBeUndefined()
    expect(decodeCertId(newId, "")).toBeUndefined()
    expect(decodeCertId(newId, new Uint8Array(0))).toBeUndefined()
  })
})
