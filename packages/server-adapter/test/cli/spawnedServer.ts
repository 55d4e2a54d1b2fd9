import { spawn, type ChildProcess } from "node:child_process"
import { connect, createServer as createNetServer } from "node:net"
import { afterAll } from "vitest"
import { leadflowArgs } from "./leadflowCommand.js"

/**
 * A real server for the CLI tests: `leadflow serve` spawned (built, or from the sources:
 * `leadflowCommand.ts`) on a database of the test's, with a fixed API key, and the helpers those
 * tests share.
 *
 * The server is Node itself (with tsx as a loader for the sources, `node --import tsx`), not the
 * `tsx` CLI: the CLI is a wrapper process that relays SIGTERM to its child and SIGKILLs a child
 * still busy shortly after, and a SIGKILL of the wrapper leaves the real server running, an
 * orphan. Here every signal a test sends reaches the server.
 */

/** Every server this file's tests started: none outlives the file, whatever its tests did. */
const started = new Set<ChildProcess>()
const killAll = (): void => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
}
afterAll(killAll)
process.once("exit", killAll)

export interface Running {
  readonly child: ChildProcess
  readonly url: string
  /** Everything the process wrote so far (stdout and stderr). */
  readonly output: () => string
}

export const basic = (apiKey: string): string => `Basic ${Buffer.from(`API:${apiKey}`).toString("base64")}`

/** Start `leadflow serve` on `db` and resolve once it says where it listens. */
export const serve = (db: string, apiKey: string, env: Record<string, string> = {}): Promise<Running> => {
  const child = spawn(
    process.execPath,
    [...leadflowArgs, "serve", "--port", "0", "--host", "127.0.0.1", "--db", db],
    { env: { ...process.env, LEADFLOW_API_KEY: apiKey, ...env }, stdio: ["ignore", "pipe", "pipe"] }
  )
  started.add(child)
  child.once("exit", () => started.delete(child))
  let text = ""
  return new Promise((done, failed) => {
    const timer = setTimeout(() => failed(new Error(`server did not start:\n${text}`)), 45_000)
    child.once("exit", (code, signal) => {
      clearTimeout(timer)
      failed(new Error(`server exited (${code ?? signal}) before listening:\n${text}`))
    })
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
  new Promise((done) =>
    child.exitCode !== null || child.signalCode !== null ? done(child.exitCode) : child.once("exit", (code) => done(code))
  )

/** Whether a TCP connection to `url`'s port is refused (nothing listens there). */
export const refusesConnections = (url: string): Promise<boolean> => {
  const { hostname, port } = new URL(url)
  return new Promise((done) => {
    const socket = connect({ host: hostname, port: Number(port) })
    socket.once("connect", () => {
      socket.destroy()
      done(false)
    })
    socket.once("error", (error: NodeJS.ErrnoException) => done(error.code === "ECONNREFUSED"))
  })
}

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
