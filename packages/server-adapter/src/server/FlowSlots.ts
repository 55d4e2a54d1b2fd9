/**
 * Slots per flow for submissions in flight, beside the server's own limit: a flow whose buyers
 * hang (each submission waits for its deliveries) holds at most `limit` of the server's slots, so
 * other flows and the API keep being served. Counted by flow (or router) id as the URL names it.
 */
export interface FlowSlots {
  /** Take a slot for `key`, or `false` when its flow has `limit` in flight. */
  readonly take: (key: string) => boolean
  readonly release: (key: string) => void
}

export const makeFlowSlots = (limit: number): FlowSlots => {
  const inFlight = new Map<string, number>()
  return {
    take: (key) => {
      const count = inFlight.get(key) ?? 0
      if (count >= limit) return false
      inFlight.set(key, count + 1)
      return true
    },
    release: (key) => {
      const count = (inFlight.get(key) ?? 1) - 1
      if (count <= 0) inFlight.delete(key)
      else inFlight.set(key, count)
    }
  }
}

/** The default share of one flow: a quarter of the server's slots. */
export const defaultFlowSlots = (maxInFlight: number): number => Math.max(1, Math.floor(maxInFlight / 4))
