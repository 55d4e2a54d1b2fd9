import { OBJECT_ID } from "@leadflow/core"

/**
 * The submission URLs: `/flows/{flow_id}/sources/{source_id}/submit|ping` and
 * `/routers/{router_id}/submit|ping` (a trailing slash is tolerated). Any id is matched here so
 * that an unknown one gets the submission path's own JSON 404, not the management API's.
 *
 * Ids are matched as the management API matches them: flow and router ids (24-hex object ids)
 * lower-cased, and a source id too when it is an object id (an entity's); a source's 6-character
 * short id is compared as written, its case significant.
 */

export type SubmissionTarget =
  | { readonly kind: "flow"; readonly flowId: string; readonly sourceId: string; readonly ping: boolean }
  | { readonly kind: "router"; readonly routerId: string; readonly ping: boolean }

const sourceKey = (id: string): string => (id.length === 24 && OBJECT_ID.test(id) ? id.toLowerCase() : id)

const actionOf = (segment: string | undefined): boolean | undefined =>
  segment === "submit" ? false : segment === "ping" ? true : undefined

/** What a request path (without the query) submits to, or undefined when it is no submission URL. */
export const parseSubmissionPath = (pathname: string): SubmissionTarget | undefined => {
  if (!pathname.startsWith("/flows/") && !pathname.startsWith("/routers/")) return undefined
  const trimmed = pathname.endsWith("/") ? pathname.slice(0, -1) : pathname
  const parts = trimmed.split("/")
  if (parts[1] === "flows" && parts.length === 6 && parts[3] === "sources") {
    const ping = actionOf(parts[5])
    const flowId = (parts[2] as string).toLowerCase()
    const sourceId = sourceKey(parts[4] as string)
    if (ping === undefined || flowId === "" || sourceId === "") return undefined
    return { kind: "flow", flowId, sourceId, ping }
  }
  if (parts[1] === "routers" && parts.length === 4) {
    const ping = actionOf(parts[3])
    const routerId = (parts[2] as string).toLowerCase()
    if (ping === undefined || routerId === "") return undefined
    return { kind: "router", routerId, ping }
  }
  return undefined
}
