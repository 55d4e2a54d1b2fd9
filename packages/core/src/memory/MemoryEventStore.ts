import { Effect, Layer } from "effect"
import type { LeadEvent } from "../model/Event.js"
import { maskSensitive } from "../pipeline/SensitiveValues.js"
import { EventStore } from "../ports/EventStore.js"

export interface MemoryEventStore {
  readonly store: EventStore["Type"]
  /** Every stored event, in the order written. */
  readonly events: () => ReadonlyArray<LeadEvent>
  readonly byLead: (leadId: string) => ReadonlyArray<LeadEvent>
}

/** Events in process memory: for tests and for embedding without a database. */
export const makeMemoryEventStore = (): MemoryEventStore => {
  const leads = new Map<string, ReadonlyArray<LeadEvent>>()
  const all: LeadEvent[] = []
  return {
    store: {
      writeLead: (leadId, written) =>
        Effect.sync(() => {
          const events = maskSensitive(written)
          leads.set(leadId, [...(leads.get(leadId) ?? []), ...events])
          all.push(...events)
        })
    },
    events: () => all,
    byLead: (leadId) => leads.get(leadId) ?? []
  }
}

export const MemoryEventStoreLayer: Layer.Layer<EventStore> = Layer.sync(EventStore, () => makeMemoryEventStore().store)
