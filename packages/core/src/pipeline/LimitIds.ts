import { createHash } from "node:crypto"

/**
 * The ids caps and ping limits without an `id` count under. A counter is found by its flow id
 * and its cap's (or limit's) id, so each must be unique to one cap of one flow and the same each
 * time the same flow is compiled:
 *
 * - caps: `<flow>.<level>.cap<i>`, a nested cap `<flow>.<level>.cap<i>.<j>` (and so on down);
 * - ping limits: `<flow>.<level>.ping_limit<i>`;
 *
 * where `<i>` is the position in its list, `<flow>` the flow's id, and `<level>`:
 *
 * - `flow` for the flow's own caps and limits;
 * - the step's id for a recipient step's (a group member's, an auction buyer's: `StepIds.ts`);
 * - for a source's, its entity id, then `/<short id>` when the source has one: two sources of
 *   one entity are told apart by their short ids (`sourceLimitScopes`).
 *
 * A flow compiled without an `id` has `flow-<digest>` as `<flow>`, the digest of the flow
 * document (`flowLimitScope`): two different flows never share a counter, and recompiling the
 * same document finds its counts again (a changed document is a new flow, whose counts start
 * at 0; give the flow an `id` to keep them). Caps and limits with an `id` count under it, as
 * given (the server gives every one an id when a flow is saved).
 */

/** JSON text with the keys of every object sorted: the same document always reads the same. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? "null" : canonical(item))).join(",")}]`
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>
    const members = Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
    return `{${members.join(",")}}`
  }
  return JSON.stringify(value) ?? "null"
}

/** The `<flow>` part of a flow's default cap and ping-limit ids: its id, else a digest of it. */
export const flowLimitScope = (flow: { readonly id?: string | undefined }): string =>
  flow.id ?? `flow-${createHash("sha256").update(canonical(flow)).digest("hex").slice(0, 16)}`

/** A source as its default limit ids read it: its entity id and short id. */
export interface SourceLimitKey {
  readonly entityId: string | undefined
  readonly shortId: string | undefined
}

/**
 * The `<level>` part of the default ids of each source's caps and ping limits, by position: the
 * entity id, `/<short id>` after it when the source has one. A source the earlier ones do not
 * tell apart from one of them (the same entity and short id, or the same entity and neither has
 * a short id) gets `#<position>` after it, so no two sources share a counter. Core's flow checks
 * refuse such a flow (`flowInertIssues`), and `compileFlow` blocks it: of two sources with the
 * same short id both would run, submissions to the entity id reaching the later one (the entity's
 * last source) and submissions to the short id the earlier one. They refuse two sources of
 * different entities with one short id too (their scopes differ, but the short id reaches only the
 * first of them): a short id names one source of a flow.
 */
export const sourceLimitScopes = (sources: ReadonlyArray<SourceLimitKey>): ReadonlyArray<string> => {
  const used = new Set<string>()
  return sources.map((source, i) => {
    const base = source.entityId === undefined ? `sources.${i}` : source.shortId === undefined ? source.entityId : `${source.entityId}/${source.shortId}`
    const scope = used.has(base) ? `${base}#${i}` : base
    used.add(scope)
    return scope
  })
}
