import { Context, type Effect } from "effect"
import type { LeadEvent } from "../model/Event.js"
import type { StoreError } from "./StoreError.js"

/**
 * Where events go. All of one lead's events are written together (one transaction in a
 * database), and a lead is answered only after they are stored. Events arrive as the engine
 * made them, social security numbers and credentials in the clear (work queued with them may
 * need to keep them, encrypted); a store writes them masked, as `maskSensitive` gives them.
 */
export class EventStore extends Context.Tag("@leadflow/core/EventStore")<
  EventStore,
  {
    readonly writeLead: (leadId: string, events: ReadonlyArray<LeadEvent>) => Effect.Effect<void, StoreError>
  }
>() {}
