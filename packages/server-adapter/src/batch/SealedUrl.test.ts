import { maskUrl } from "@leadflow/core"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeSecretBox } from "../secrets/SecretBox.js"
import { holdsSealedMark, openUrl, sealUrl } from "./SealedUrl.js"

describe("a delivery URL sealed in place", () => {
  const box = makeSecretBox("a-test-secret-of-enough-length")
  const owner = "batch-delivery:a:b"
  const seal = (plain: string) => box.seal(plain, owner)
  const urls = [
    "https://jane:pa55-word@example.com/in?api_key=k3y-1&list=7",
    "https://only-a-key@example.com/in",
    "https://jane:@example.com/in",
    "https://:pw-alone@example.com/in",
    "https://example.com/in?token=a%20b%3Ac&sig=x&email=a@b.c#frag?api_key=not-a-query",
    "https://example.com/in?list=7",
    "https://example.com/in?api_key=&token",
    "https://jane:p@ss-w0rd@example.com/in?to=a@b.c"
  ]

  it("stores no secret, answers as the URL sent did, and opens to the URL sent", async () => {
    for (const url of urls) {
      const sealed = sealUrl(url, seal)
      expect(maskUrl(sealed), url).toBe(maskUrl(url))
      for (const secret of ["pa55-word", "k3y-1", "only-a-key", "pw-alone", "a%20b%3Ac", "ss-w0rd"]) if (maskUrl(url) !== url) expect(sealed).not.toContain(secret)
      expect(await Effect.runPromise(openUrl(sealed, owner, box)), url).toBe(url)
      // Sealing again keeps what is sealed.
      expect(sealUrl(sealed, seal)).toBe(sealed)
      expect(holdsSealedMark(url)).toBe(false)
    }
  })

  it("opens a URL stored in clear as it is, and not under another owner", async () => {
    expect(await Effect.runPromise(openUrl(urls[0] as string, owner, box))).toBe(urls[0])
    const sealed = sealUrl(urls[0] as string, seal)
    expect((await Effect.runPromiseExit(openUrl(sealed, "batch-delivery:a:other", box)))._tag).toBe("Failure")
  })

  it("finds the sealed mark where a secret goes, however it is spelled", () => {
    expect(holdsSealedMark("https://x.example/in?api_key=leadflow-sealed%3Av1.a.b.c")).toBe(true)
    expect(holdsSealedMark("https://x.example/in?api_key=leadflow-sealed:v1.a.b.c")).toBe(true)
    expect(holdsSealedMark("https://u:leadflow-sealed%3av1.a.b.c@x.example/in")).toBe(true)
    expect(holdsSealedMark("https://x.example/in?list=leadflow-sealed%3Av1.a.b.c")).toBe(false)
    // As stored, with a rest that does not decode: it would be kept and opened as stored.
    expect(holdsSealedMark("https://x.example/in?api_key=leadflow-sealed%3Av1.a.b.c%ZZ")).toBe(true)
  })
})
