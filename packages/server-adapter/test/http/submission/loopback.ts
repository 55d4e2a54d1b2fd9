import { createServer } from "node:net"

/** Test helpers for deliveries that fail and the work that follows them (retries, exports). */

/** A loopback port with nothing listening: deliveries there end in `error`. */
export const closedPort = async (): Promise<number> => {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", () => done()))
  const port = (probe.address() as { port: number }).port
  await new Promise((done) => probe.close(done))
  return port
}

/** Read until `ok` holds (every 50 ms, `tries` times), then once more: the caller's expectations say what was wrong. */
export const until = async <A>(read: () => Promise<A>, ok: (value: A) => boolean, tries = 100): Promise<A> => {
  for (let i = 0; i < tries; i++) {
    const value = await read()
    if (ok(value)) return value
    await new Promise((done) => setTimeout(done, 50))
  }
  return read()
}
