import { request } from "node:http"

/** `count` distinct e-mail addresses, one CSV row each, made as they are sent. */
export function* generatedRows(count: number): Generator<string> {
  for (let i = 0; i < count; i++) yield `user${i}@example${i % 97}.com\n`
}

export interface UploadResult {
  readonly status: number
  readonly body: string
  readonly ms: number
  /** How far the process's RSS rose above where it was before the upload, at its highest (MB). */
  readonly peakRssGrowthMb: number
}

/**
 * POST a generated CSV to a list, chunked, written as the socket drains: the client never holds
 * more than one 64 KiB piece, so the RSS measured is the server's (both run in this process).
 */
export const uploadCsv = (url: string, auth: string, rows: Iterable<string>): Promise<UploadResult> =>
  new Promise((resolve, reject) => {
    global.gc?.()
    const base = process.memoryUsage().rss
    let peak = base
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 20)
    const started = performance.now()
    const req = request(url, { method: "POST", headers: { authorization: auth, "content-type": "text/csv" } }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => {
        clearInterval(sampler)
        peak = Math.max(peak, process.memoryUsage().rss)
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString("utf8"),
          ms: Math.round(performance.now() - started),
          peakRssGrowthMb: Math.round((peak - base) / 1e5) / 10
        })
      })
    })
    req.on("error", (error) => {
      clearInterval(sampler)
      reject(error)
    })
    const iterator = rows[Symbol.iterator]()
    const write = (): void => {
      for (;;) {
        let piece = ""
        while (piece.length < 64 * 1024) {
          const next = iterator.next()
          if (next.done === true) {
            if (piece !== "") req.write(piece)
            return void req.end()
          }
          piece += next.value
        }
        if (!req.write(piece)) return void req.once("drain", write)
      }
    }
    write()
  })
