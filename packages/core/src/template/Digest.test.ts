import { describe, expect, it } from "vitest"
import { digest, md4, whirlpool } from "./Digest.js"

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString("hex")
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)

describe("md4", () => {
  // The test suite of RFC 1320, appendix A.5.
  it.each([
    ["", "31d6cfe0d16ae931b73c59d7e0c089c0"],
    ["a", "bde52cb31de33e46245e05fbdbd6fb24"],
    ["abc", "a448017aaf21d8525fc10ae87aa6729d"],
    ["message digest", "d9130a8164549fe818874806e1c7014b"],
    ["abcdefghijklmnopqrstuvwxyz", "d79e1c308aa5bbcdeea8ed63df412da9"],
    ["ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "043f8582f241db351ce627e153e7f0e4"],
    [
      "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
      "e33b4ddc9c38f2199c3e7b164fcc0536"
    ]
  ])("md4(%j)", (input, expected) => {
    expect(hex(md4(utf8(input)))).toBe(expected)
  })
})

describe("whirlpool", () => {
  // The test vectors published with the final Whirlpool (ISO/IEC 10118-3).
  it.each([
    [
      "",
      "19fa61d75522a4669b44e39c1d2e1726c530232130d407f89afee0964997f7a73e83be698b288febcf88e3e03c4f0757ea8964e59b63d93708b138cc42a66eb3"
    ],
    [
      "abc",
      "4e2448a4c6f486bb16b6562c73b4020bf3043e3a731bce721ae1b303d97e6d4c7181eebdb6c57e277d0e34957114cbd6c797fc9d95d8b582d225292076d4eef5"
    ],
    [
      "The quick brown fox jumps over the lazy dog",
      "b97de512e91e3828b40d2b0fdce9ceb3c4a71f9bea8d88e75c4fa854df36725fd2b52eb6544edcacd6f8beddfea403cb55ae31f03ad62a5ef54e42ee82c3fb35"
    ]
  ])("whirlpool(%j)", (input, expected) => {
    expect(hex(whirlpool(utf8(input)))).toBe(expected)
  })

  it("pads messages that end near a block boundary", () => {
    // 31, 32 and 64 bytes straddle the point where the length no longer fits in the last block.
    const lengths = [31, 32, 33, 63, 64, 65].map((n) => hex(whirlpool(utf8("x".repeat(n)))))
    expect(new Set(lengths).size).toBe(lengths.length)
    lengths.forEach((h) => expect(h).toMatch(/^[0-9a-f]{128}$/))
  })
})

describe("digest", () => {
  it.each([
    ["md5", "900150983cd24fb0d6963f7d28e17f72"],
    ["sha1", "a9993e364706816aba3e25717850c26c9cd0d89d"],
    ["ripemd", "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc"],
    ["ripemd160", "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc"],
    ["sha224", "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7"],
    ["sha256", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
    [
      "sha384",
      "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7"
    ],
    [
      "sha512",
      "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
    ],
    ["md4", "a448017aaf21d8525fc10ae87aa6729d"]
  ] as const)("%s of abc", (algorithm, expected) => {
    expect(hex(digest(algorithm, "abc"))).toBe(expected)
  })

  it("hashes text as UTF-8", () => {
    expect(hex(digest("md5", "é"))).toBe(hex(digest("md5", "\u00e9")))
    expect(hex(digest("md4", "é"))).toBe(hex(md4(new Uint8Array([0xc3, 0xa9]))))
  })
})
