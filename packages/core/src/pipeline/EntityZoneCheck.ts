import type { Flow } from "../model/Flow.js"
import { isKnownTimeZone } from "../model/internal/KnownZones.js"
import type { FlowIssue } from "./FlowMembers.js"

/**
 * Entity references whose `time_zone` is not an IANA zone this runtime knows: the caps and ping
 * limits of that source or step without a zone of their own count their days in it (`limitZone`),
 * so an unknown one is refused as a cap's own is, not counted in UTC instead. Found on sources,
 * recipient steps, group members and auction buyers, at `<path>.entity.time_zone`. A host that
 * fills the references in from its entity records (the server does) reports the entity's zone.
 */
export const flowEntityZoneIssues = (flow: Flow): ReadonlyArray<FlowIssue> => {
  const issues: Array<FlowIssue> = []
  const check = (entity: { readonly time_zone?: string | undefined }, path: string): void => {
    const zone = entity.time_zone
    if (zone !== undefined && !isKnownTimeZone(zone))
      issues.push({
        path: `${path}.entity.time_zone`,
        message: `Expected an IANA time zone (America/New_York), actual ${JSON.stringify(zone)}: this source's or step's caps and ping limits without a time_zone of their own count in its entity's zone`
      })
  }
  flow.sources.forEach((source, i) => check(source.entity, `sources.${i}`))
  flow.steps.forEach((step, i) => {
    if (step.type === "recipient") check(step.entity, `steps.${i}`)
    else if (step.type === "group") step.steps.forEach((member, j) => check(member.entity, `steps.${i}.steps.${j}`))
    else if (step.type === "auction") step.buyers.forEach((buyer, j) => check(buyer.entity, `steps.${i}.buyers.${j}`))
  })
  return issues
}
