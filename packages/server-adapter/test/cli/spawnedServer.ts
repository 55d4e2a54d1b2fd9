import { spawn, type ChildProcess } from "node:child_process"
import { createServer as createNetServer } from "node:net"
import { resolve } from "node:path"

/**
 * A real server for the CLI tests: `leadflow serve` spawned from the sources with tsx on a
 * database of the test's, with a fixed API key, and the helpers those tests share.
 */
const main = resolve(import.meta.dirname, "../../src/cli/main.ts")
const tsx = resolve(import.meta.dirname, "../../../../node_modules/.bin/tsx")

export interface Running {
  readonly child: ChildProcess
  readonly url: string
  /** Everything the process wrote so far (stdout and stderr). */
  readonly output: () => string
}

export const basic = (apiKey: string): string => `Basic ${Buffer.from(`API:${apiKey}`).toString("base64")}`

/** Start `leadflow serve` on `db` and resolve once it says where it listens. */
export const serve = (db: string, apiKey: string, env: Record<string, string> = {}): Promise<Running> => {
  const child = spawn(tsx, ["--conditions=source", main, "serve", "--port", "0", "--host", "127.0.0.1", "--db", db], {
    env: { ...process.env, LEADFLOW_API_KEY: apiKey, ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let text = ""
  return new Promise((done, failed) => {
    const timer = setTimeout(() => failed(new Error(`server did not start:\n${text}`)), 45_000)
    const read = (chunk: Buffer) => {
      text += chunk.toString()
      const url = /listening on (http:\/\/\S+) /.exec(text)?.[1]
      if (url !== undefined) {
        clearTimeout(timer)
        done({ child, url, output: () => text })
      }
    }
    child.stdout?.on("data", read)
    child.stderr?.on("data", read)
  })
}

/** A JSON API call with the given key. */
export const apiWith =
  (apiKey: string) =>
  async (url: string, path: string, method = "GET", body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: basic(apiKey), "content-type": "application/json", accept: "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    return { status: res.status, json: (await res.json()) as Record<string, unknown> & Array<Record<string, unknown>> }
  }

export const exited = (child: ChildProcess): Promise<number | null> =>
  new Promise((done) => (child.exitCode !== null ? done(child.exitCode) : child.on("exit", (code) => done(code))))

/** A loopback port nothing listens on (yet). */
export const freePort = async (): Promise<number> => {
  const probe = createNetServer()
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", () => done()))
  const port = (probe.address() as { port: number }).port
  await new Promise((done) => probe.close(done))
  return port
}

/** The account's own entity id: the starter flow's source. */
export const accountEntity = async (api: ReturnType<typeof apiWith>, url: string): Promise<string> => {
  const flows = await api(url, "/flows")
  return String((flows.json[0]?.["sources"] as Array<{ entity: { id: string } }>)[0]?.entity.id)
}
