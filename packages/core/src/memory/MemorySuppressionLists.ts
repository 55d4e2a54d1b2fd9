import { Effect, Layer } from "effect"
import { SuppressionLists } from "../ports/SuppressionLists.js"

/**
 * Suppression lists in process memory: list → value → when it was added. An entry keeps the
 * newest time it was added (an add with an older time, such as a batch of older rows, leaves it),
 * as the server's SQL lists do.
 */
export const makeMemorySuppressionLists = (): SuppressionLists["Type"] => {
  const lists = new Map<string, Map<string, number>>()
  const list = (name: string) => {
    let l = lists.get(name)
    if (l === undefined) lists.set(name, (l = new Map()))
    return l
  }
  const find = (name: string, value: string, since?: number): number | undefined => {
    const added = lists.get(name)?.get(value)
    return added !== undefined && (since === undefined || added >= since) ? added : undefined
  }
  return {
    query: (name, value, since) =>
      Effect.sync(() => {
        const addedAt = find(name, value, since)
        return addedAt === undefined ? { found: false } : { found: true, addedAt }
      }),
    add: (name, values, now) =>
      Effect.sync(() => {
        const l = list(name)
        for (const v of values) {
          const added = l.get(v)
          if (added === undefined || added < now) l.set(v, now)
        }
        return values.length
      }),
    remove: (name, values) =>
      Effect.sync(() => {
        const l = lists.get(name)
        if (l === undefined) return 0
        let n = 0
        for (const v of values) if (l.delete(v)) n++
        return n
      }),
    addIfAbsent: (name, value, now, since) =>
      Effect.sync(() => {
        if (find(name, value, since) !== undefined) return false
        list(name).set(value, now)
        return true
      })
  }
}

export const MemorySuppressionListsLayer: Layer.Layer<SuppressionLists> = Layer.sync(
  SuppressionLists,
  makeMemorySuppressionLists
)
