/**
 * Slots per flow for submissions in flight, beside the server's own limit: while the server is
 * busy (half its slots taken), a flow already holding `limit` of them is refused more, so a flow
 * whose buyers hang (each submission waits for its deliveries) cannot take every slot while other
 * flows and the API wait. A quiet server lets one flow use them all. Counted by flow (or router)
 * id as the URL names it.
 */
export interface FlowSlots {
  /** Take a slot for `key`, or `false` when the server is `busy` and its flow has `limit` in flight. */
  readonly take: (key: string, busy: boolean) => boolean
  readonly release: (key: string) => void
}

export const makeFlowSlots = (limit: number): FlowSlots => {
  const inFlight = new Map<string, number>()
  return {
    take: (key, busy) => {
      const count = inFlight.get(key) ?? 0
      if (busy && count >= limit) return false
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
