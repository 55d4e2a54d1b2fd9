/**
 * An open-loop load at a steady rate, for latency: requests start on a schedule (`rate` per
 * second, evenly spaced), whether or not earlier ones have been answered, so a slow answer
 * delays nothing and queueing shows in the latencies. (autocannon's rate limit sends each
 * connection's share in a burst at the start of every second, and its coordinated-omission
 * correction then records synthetic latencies: neither describes a steady load.)
 *
 * `settleSeconds` first runs the same load unmeasured: right after a full-speed run the server
 * still works off its after-effects (`bench:http` measured ~2 s in which requests waited up to
 * 200 ms before the server read them, then a steady state). Latencies count only the requests sent
 * after it; `requests`, `status201`, `errors` and `perSecond` count every request, settling
 * included, so that CPU per request over the whole call stays right. `onSettled` runs when the
 * measured part starts.
 */
import { monitorEventLoopDelay } from "node:perf_hooks"
import { Pool } from "undici"

export interface PacedResult {
  readonly requests: number
  readonly status201: number
  readonly errors: number
  readonly perSecond: number
  /** Requests whose latency was measured (sent after the settling). */
  readonly measured: number
  /** Latency percentiles in ms. */
  readonly p50: number
  readonly p99: number
  readonly max: number
  /**
   * The load generator's own event-loop delay over the measured part (ms): a stall here delays
   * reading answers, so it shows in the latencies though the server did nothing slow.
   */
  readonly clientLoopDelay: { readonly p99: number; readonly max: number }
}

const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number)

export const pacedLoad = async (
  url: string,
  body: string,
  options: {
    readonly rate: number
    readonly seconds: number
    readonly connections: number
    readonly settleSeconds?: number
    readonly onSettled?: () => Promise<unknown>
  }
): Promise<PacedResult> => {
  const target = new URL(url)
  const pool = new Pool(target.origin, { connections: options.connections, keepAliveTimeout: 30_000 })
  const latencies: Array<number> = []
  let status201 = 0
  let errors = 0
  const inFlight = new Set<Promise<void>>()
  const settling = Math.round(options.rate * (options.settleSeconds ?? 0))
  const loopDelay = monitorEventLoopDelay({ resolution: 1 })
  const send = (measure: boolean): void => {
    const started = performance.now()
    const done = pool
      .request({ method: "POST", path: target.pathname + target.search, headers: { "content-type": "application/json" }, body })
      .then(async (answer) => {
        await answer.body.dump()
        if (measure) latencies.push(performance.now() - started)
        if (answer.statusCode === 201) status201++
      })
      .catch(() => void errors++)
      .finally(() => inFlight.delete(done))
    inFlight.add(done)
  }
  const total = settling + Math.round(options.rate * options.seconds)
  const startedAt = performance.now()
  let begin = startedAt
  let sent = 0
  await new Promise<void>((resolve) => {
    const tick = (): void => {
      const due = Math.min(total, Math.floor(((performance.now() - begin) / 1000) * options.rate) + 1)
      while (sent < due && sent < settling) {
        send(false)
        sent++
      }
      if (sent === settling && !settled) {
        settled = true
        loopDelay.enable()
        // The measured part starts once the caller knows (the server starts its own timing).
        // The schedule resumes from then: the requests due while the caller was told are not
        // sent at once as a burst, which the measured part would then count as queueing.
        void (options.onSettled?.() ?? Promise.resolve()).then(() => {
          begin = performance.now() - (settling / options.rate) * 1000
          tick()
        })
        return
      }
      while (sent < due) {
        send(true)
        sent++
      }
      if (sent < total) setTimeout(tick, 1)
      else resolve()
    }
    let settled = false
    tick()
  })
  await Promise.all(inFlight)
  loopDelay.disable()
  const elapsed = (performance.now() - startedAt) / 1000
  await pool.close()
  latencies.sort((a, b) => a - b)
  return {
    requests: sent,
    measured: latencies.length,
    status201,
    errors,
    perSecond: sent / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
    clientLoopDelay: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 }
  }
}
