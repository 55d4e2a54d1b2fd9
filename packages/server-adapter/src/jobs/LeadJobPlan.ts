import type { LeadEvent } from "@leadflow/core"
import { FiberRef } from "effect"
import type { NewJob } from "./JobTable.js"

/**
 * The jobs of one lead, from its events, at `now` (see `LeadJobs`): the SQL event store writes
 * them in the transaction of the lead's events.
 */
export type LeadJobPlan = (leadId: string, events: ReadonlyArray<LeadEvent>, now: number) => ReadonlyArray<NewJob>

/** The plan of the lead the current fiber submits; none by default. */
export const leadJobPlan: FiberRef.FiberRef<LeadJobPlan | undefined> = FiberRef.unsafeMake<LeadJobPlan | undefined>(undefined)
