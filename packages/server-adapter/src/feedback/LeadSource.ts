type Json = Record<string, unknown>

const object = (value: unknown): Json => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {})

const sourcesOf = (flow: Json | undefined): ReadonlyArray<Json> =>
  Array.isArray(flow?.["sources"]) ? (flow["sources"] as ReadonlyArray<unknown>).map(object) : []

const entityIdOf = (source: Json): unknown => object(source["entity"])["id"]

const sameEntity = (source: Json, entityId: string): boolean => {
  const id = entityIdOf(source)
  return typeof id === "string" && id.toLowerCase() === entityId.toLowerCase()
}

/**
 * The source of a stored flow (its document) that a lead came in through, from the lead's
 * `vars.source` (what every event of the lead records): two sources of one entity share
 * `source.id` (the entity id), so the source is found by the `source.short_id` the engine records
 * when the source has one (the first source with that short id, as submissions find it, of the
 * same entity): none when the flow no longer has it. A lead without one came through a source
 * without a short id, which a submission to the entity id reaches: the entity's last source
 * without a short id, else (events recorded before `short_id` was, of a source that had one) the
 * entity's last source, which is what submissions to the entity id run.
 */
export const leadSourceOf = (flow: Json | undefined, source: unknown): Json | undefined => {
  const recorded = object(source)
  const entityId = recorded["id"]
  if (typeof entityId !== "string") return undefined
  const ofEntity = sourcesOf(flow).filter((candidate) => sameEntity(candidate, entityId))
  const shortId = recorded["short_id"]
  if (typeof shortId === "string") return ofEntity.find((candidate) => candidate["id"] === shortId)
  return ofEntity.findLast((candidate) => typeof candidate["id"] !== "string") ?? ofEntity.at(-1)
}

/** Every source of a stored flow with the entity `entityId` (what is kept per entity: return rates). */
export const entitySourcesOf = (flow: Json | undefined, entityId: string): ReadonlyArray<Json> =>
  sourcesOf(flow).filter((candidate) => sameEntity(candidate, entityId))
