import type { StoredDocument } from "../../storage/Documents.js"

/**
 * Where flows use a credential. A flow names a credential by id: a source's or firehose's
 * `credential_id`, or a step mapping that sets `credential_id` to it. Ids are 24 random-looking
 * hex digits, so any text in a flow equal to the id is taken as a reference, wherever it sits:
 * no place a future flow setting might keep it is missed.
 */

export interface FlowReference {
  readonly id: string
  readonly name: string
  /** Dotted paths into the flow document holding the id. */
  readonly paths: ReadonlyArray<string>
}

const pathsTo = (value: unknown, id: string, path: string, out: Array<string>): void => {
  if (typeof value === "string") {
    if (value === id) out.push(path)
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => pathsTo(item, id, path === "" ? String(i) : `${path}.${i}`, out))
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) pathsTo(child, id, path === "" ? key : `${path}.${key}`, out)
  }
}

/** The paths of a flow document that hold `credentialId` (its own `id` aside). */
export const referencePaths = (flow: Readonly<Record<string, unknown>>, credentialId: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (const [key, value] of Object.entries(flow)) if (key !== "id") pathsTo(value, credentialId, key, out)
  return out
}

/** The flows among `flows` that reference the credential. */
export const referencingFlows = (
  flows: ReadonlyArray<StoredDocument>,
  credentialId: string
): ReadonlyArray<FlowReference> =>
  flows.flatMap((flow) => {
    const paths = referencePaths(flow.body, credentialId)
    if (paths.length === 0) return []
    const name = flow.body["name"]
    return [{ id: flow.id, name: typeof name === "string" ? name : "", paths }]
  })

/** What is wrong with a flow once the credential it references is deleted. */
export const referenceErrors = (reference: FlowReference, credentialId: string): ReadonlyArray<string> =>
  reference.paths.map(
    (path) =>
      `${path} references deleted credential ${credentialId}; the flow keeps using it until the reference is removed`
  )

/**
 * The integration module a reference path sits under (`steps.0.integration.mappings.1.value` →
 * the step's `integration.module_id`; an auction buyer's `post`, a pricing service's
 * `integration` alike), or undefined when it is not a mapping's value (a source's credential).
 */
export const moduleAt = (document: Readonly<Record<string, unknown>>, path: string): string | undefined => {
  const parts = path.split(".")
  const at = parts.lastIndexOf("mappings")
  if (at <= 0) return undefined
  let node: unknown = document
  for (const part of parts.slice(0, at)) {
    if (Array.isArray(node)) node = node[Number(part)]
    else if (node !== null && typeof node === "object") node = (node as Record<string, unknown>)[part]
    else return undefined
  }
  const moduleId = node !== null && typeof node === "object" ? (node as Record<string, unknown>)["module_id"] : undefined
  return typeof moduleId === "string" ? moduleId : undefined
}
