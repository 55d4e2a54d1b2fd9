import { type EntityReference, type Flow, mapRecipientSteps } from "@leadflow/core"

/**
 * The flow with each entity reference's read-only `time_zone` set to its entity's now (left out
 * when the entity has none, or is not one the account sees): its sources', recipient steps',
 * group members' and auction buyers'. The caps and ping limits of a source or step without a zone
 * of their own count in it (core's `limitZone`), so it is the entity's that acts, never one a
 * stored document carries (a flow brought from the platform Leadflow follows may): the server
 * applies this when it stores, checks, compiles and answers a flow. `entities`: by lower-cased id.
 */
export const withEntityZones = (flow: Flow, entities: ReadonlyMap<string, Readonly<Record<string, unknown>>>): Flow => {
  const zoned = <R extends { readonly entity: EntityReference }>(part: R): R => {
    const zone = entities.get(part.entity.id.toLowerCase())?.["time_zone"]
    const { time_zone: _stored, ...entity } = part.entity
    return { ...part, entity: typeof zone === "string" ? { ...entity, time_zone: zone } : entity }
  }
  return { ...flow, sources: flow.sources.map(zoned), steps: mapRecipientSteps(flow.steps, zoned) }
}
