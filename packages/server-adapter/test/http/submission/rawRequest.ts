import { request } from "node:http"

/** An HTTP request with exactly the given headers (fetch adds its own Content-Type and Accept). */
export interface RawResponse {
  readonly status: number
  readonly headers: Readonly<Record<string, string | Array<string> | undefined>>
  readonly body: string
  readonly json: () => Record<string, unknown>
}

export const rawRequest = (
  url: string,
  options: { readonly method?: string; readonly headers?: Record<string, string>; readonly body?: string | Buffer } = {}
): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? "POST", headers: options.headers ?? {} }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8")
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          json: () => JSON.parse(body) as Record<string, unknown>
        })
      })
      res.on("error", reject)
    })
    req.on("error", reject)
    if (options.body !== undefined) req.write(options.body)
    req.end()
  })
