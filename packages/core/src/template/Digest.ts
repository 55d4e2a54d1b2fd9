/**
 * The hash functions of the hashing helpers (`{{md5 lead.email}}`). Most come from `node:crypto`;
 * MD4 and Whirlpool are written out here because OpenSSL 3, which Node 20 ships, keeps them in
 * its legacy provider and refuses them by default. Both follow their specifications (RFC 1320;
 * Barreto and Rijmen's final Whirlpool) and are checked against the published test vectors.
 */
import { createHash } from "node:crypto"

/** The algorithms the reference lists, each a helper of the same name. */
export const hashAlgorithms = [
  "md4",
  "md5",
  "ripemd",
  "ripemd160",
  "sha1",
  "sha224",
  "sha256",
  "sha384",
  "sha512",
  "whirlpool"
] as const

export type HashAlgorithm = (typeof hashAlgorithms)[number]

/** The digest of `text` (UTF-8) under `algorithm`. */
export const digest = (algorithm: HashAlgorithm, text: string): Uint8Array => {
  const bytes = new TextEncoder().encode(text)
  switch (algorithm) {
    case "md4":
      return md4(bytes)
    case "whirlpool":
      return whirlpool(bytes)
    case "ripemd":
      return createHash("ripemd160").update(bytes).digest()
    default:
      return createHash(algorithm).update(bytes).digest()
  }
}

const rotl = (x: number, n: number): number => (x << n) | (x >>> (32 - n))

/** MD4 (RFC 1320). */
export const md4 = (message: Uint8Array): Uint8Array => {
  // Padding: 0x80, zeros to 56 mod 64, then the bit length as a 64-bit little-endian integer.
  const padded = new Uint8Array((((message.length + 8) >> 6) + 1) << 6)
  padded.set(message)
  padded[message.length] = 0x80
  const view = new DataView(padded.buffer)
  const bits = message.length * 8
  view.setUint32(padded.length - 8, bits >>> 0, true)
  view.setUint32(padded.length - 4, Math.floor(bits / 2 ** 32), true)

  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]
  const x = new Array<number>(16)
  const rounds: ReadonlyArray<{
    readonly f: (b: number, c: number, d: number) => number
    readonly constant: number
    readonly order: ReadonlyArray<number>
    readonly shifts: ReadonlyArray<number>
  }> = [
    {
      f: (b, c, d) => (b & c) | (~b & d),
      constant: 0,
      order: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
      shifts: [3, 7, 11, 19]
    },
    {
      f: (b, c, d) => (b & c) | (b & d) | (c & d),
      constant: 0x5a827999,
      order: [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15],
      shifts: [3, 5, 9, 13]
    },
    {
      f: (b, c, d) => b ^ c ^ d,
      constant: 0x6ed9eba1,
      order: [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15],
      shifts: [3, 9, 11, 15]
    }
  ]
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) x[i] = view.getUint32(block + i * 4, true)
    let [a, b, c, d] = h as [number, number, number, number]
    for (const round of rounds) {
      for (let i = 0; i < 16; i++) {
        const t = rotl((a + round.f(b, c, d) + (x[round.order[i] as number] as number) + round.constant) | 0, round.shifts[i % 4] as number)
        // Rotate the roles: the next step updates what was D, with the new value in B's place.
        a = d
        d = c
        c = b
        b = t
      }
    }
    h[0] = ((h[0] as number) + a) | 0
    h[1] = ((h[1] as number) + b) | 0
    h[2] = ((h[2] as number) + c) | 0
    h[3] = ((h[3] as number) + d) | 0
  }
  const out = new Uint8Array(16)
  const outView = new DataView(out.buffer)
  h.forEach((word, i) => outView.setUint32(i * 4, word >>> 0, true))
  return out
}

/** Whirlpool's S-box, built from its 4-bit mini-boxes E, E⁻¹ and R as the specification draws it. */
const sBox: Uint8Array = (() => {
  const e = [0x1, 0xb, 0x9, 0xc, 0xd, 0x6, 0xf, 0x3, 0xe, 0x8, 0x7, 0x4, 0xa, 0x2, 0x5, 0x0]
  const r = [0x7, 0xc, 0xb, 0xd, 0xe, 0x4, 0x9, 0xf, 0x6, 0x3, 0x8, 0xa, 0x2, 0x5, 0x1, 0x0]
  const eInverse = new Array<number>(16)
  e.forEach((v, i) => (eInverse[v] = i))
  const box = new Uint8Array(256)
  for (let u = 0; u < 256; u++) {
    const high = e[u >> 4] as number
    const low = eInverse[u & 0xf] as number
    const mix = r[high ^ low] as number
    box[u] = ((e[high ^ mix] as number) << 4) | (eInverse[low ^ mix] as number)
  }
  return box
})()

/** Multiplication in GF(2⁸) modulo x⁸ + x⁴ + x³ + x² + 1, Whirlpool's field. */
const gfMultiply = (a: number, b: number): number => {
  let product = 0
  let x = a
  for (let y = b; y > 0; y >>= 1) {
    if (y & 1) product ^= x
    x <<= 1
    if (x & 0x100) x ^= 0x11d
  }
  return product
}

/** The first row of the circulant diffusion matrix C = cir(1, 1, 4, 1, 8, 5, 2, 9). */
const circulant = [1, 1, 4, 1, 8, 5, 2, 9]
const multiplyTable: ReadonlyArray<Uint8Array> = circulant.map((c) => {
  const table = new Uint8Array(256)
  for (let v = 0; v < 256; v++) table[v] = gfMultiply(v, c)
  return table
})

/** One round ρ[key]: S-box (γ), column shifts (π), diffusion (θ), key addition (σ). 8×8 bytes, row-major. */
const whirlpoolRound = (state: Uint8Array, key: Uint8Array): Uint8Array => {
  const shifted = new Uint8Array(64)
  for (let i = 0; i < 8; i++) {
    for (let j = 0; j < 8; j++) shifted[i * 8 + j] = sBox[state[((i - j + 8) % 8) * 8 + j] as number] as number
  }
  const out = new Uint8Array(64)
  for (let i = 0; i < 8; i++) {
    for (let j = 0; j < 8; j++) {
      let v = 0
      for (let k = 0; k < 8; k++) {
        v ^= (multiplyTable[(j - k + 8) % 8] as Uint8Array)[shifted[i * 8 + k] as number] as number
      }
      out[i * 8 + j] = v ^ (key[i * 8 + j] as number)
    }
  }
  return out
}

const xor = (a: Uint8Array, b: Uint8Array): Uint8Array => a.map((v, i) => v ^ (b[i] as number))

/** Whirlpool, 512-bit digest. */
export const whirlpool = (message: Uint8Array): Uint8Array => {
  // Padding: 0x80, zeros to 32 mod 64, then the bit length as a 256-bit big-endian integer.
  const length = message.length + 1 + 32
  const padded = new Uint8Array(Math.ceil(length / 64) * 64)
  padded.set(message)
  padded[message.length] = 0x80
  let bits = BigInt(message.length) * 8n
  for (let i = padded.length - 1; bits > 0n; i--, bits >>= 8n) padded[i] = Number(bits & 0xffn)

  const roundConstants = Array.from({ length: 10 }, (_, r) => {
    const constant = new Uint8Array(64)
    constant.set(sBox.subarray(8 * r, 8 * r + 8))
    return constant
  })
  let hash: Uint8Array = new Uint8Array(64)
  for (let block = 0; block < padded.length; block += 64) {
    const m = padded.subarray(block, block + 64)
    let key = hash
    let state = xor(m, key)
    for (const constant of roundConstants) {
      key = whirlpoolRound(key, constant)
      state = whirlpoolRound(state, key)
    }
    hash = xor(xor(state, hash), m)
  }
  return hash
}
