import { Effect, Layer } from "effect"
import { Counters, type CounterKey, type CounterRecord } from "../ports/Counters.js"

interface Entry {
  key: CounterKey
  count: number
  failed: number
}

const byKindThenId = (a: CounterRecord, b: CounterRecord): number =>
  a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0

/**
 * Counters in process memory. Each operation is one synchronous step, so it is atomic within the
 * process; windows that have ended are dropped as new ones start.
 */
export const makeMemoryCounters = (): Counters["Type"] => {
  const entries = new Map<string, Entry>()
  // Callers reuse a key object for a whole window (see `Caps.ts`): its text is made once.
  const texts = new WeakMap<CounterKey, string>()
  const keyOf = (k: CounterKey) => {
    let text = texts.get(k)
    if (text === undefined) {
      text = `${k.flowId}\u0000${k.kind}\u0000${k.id}\u0000${k.window.start}`
      texts.set(k, text)
    }
    return text
  }
  const entry = (k: CounterKey): Entry => {
    const id = keyOf(k)
    let e = entries.get(id)
    if (e === undefined) {
      for (const [other, old] of entries) if (old.key.window.end <= k.window.start) entries.delete(other)
      e = { key: k, count: 0, failed: 0 }
      entries.set(id, e)
    }
    return e
  }
  return {
    tryIncrement: (key, maximum) =>
      Effect.sync(() => {
        const e = entry(key)
        if (e.count >= maximum) return { counted: false, count: e.count }
        e.count++
        return { counted: true, count: e.count }
      }),
    increment: (key) => Effect.sync(() => ++entry(key).count),
    decrement: (key) =>
      Effect.sync(() => {
        const e = entries.get(keyOf(key))
        if (e !== undefined && e.count > 0) e.count--
      }),
    current: (key) => Effect.sync(() => entries.get(keyOf(key))?.count ?? 0),
    recordFailure: (key) =>
      Effect.sync(() => {
        entry(key).failed++
      }),
    list: ({ now, kind, flowId, id }) =>
      Effect.sync(() => {
        const out: CounterRecord[] = []
        for (const { key, count, failed } of entries.values()) {
          if (key.window.start > now || key.window.end <= now) continue
          if (kind !== undefined && key.kind !== kind) continue
          if (flowId !== undefined && key.flowId !== flowId) continue
          if (id !== undefined && key.id !== id) continue
          out.push({
            kind: key.kind,
            id: key.id,
            name: key.name,
            flow_id: key.flowId,
            source_id: key.sourceId,
            step_id: key.stepId,
            count,
            failed_count: failed,
            started_at: key.window.start,
            expires_at: key.window.end
          })
        }
        // As the port says (and SQL's `ORDER BY kind, id`): by kind, then id, by code unit.
        return out.sort(byKindThenId)
      })
  }
}

export const MemoryCountersLayer: Layer.Layer<Counters> = Layer.sync(Counters, makeMemoryCounters)
