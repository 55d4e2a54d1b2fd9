import type { VariableInfo } from "@leadflow/core"

/**
 * Which stored credential types a module can send: its `credential_id` variable's
 * `credential_types` (the engine loads a stored credential from that variable only). One rule
 * for every record that names a credential through a module: a flow's steps and auction buyers,
 * a pricing service, and a credential's own type change.
 */

/** What finds a module's declared request variables (the integration runtime's `lookup`). */
export type ModuleLookup = (moduleId: string) => { readonly requestVariables: ReadonlyArray<VariableInfo> } | undefined

/** The credential types `moduleId` sends; undefined when it says none (any type). */
export const usableCredentialTypes = (lookup: ModuleLookup, moduleId: string): ReadonlyArray<string> | undefined =>
  lookup(moduleId)?.requestVariables.find((variable) => variable.name === "credential_id")?.credential_types

/** Why credential `id` of `type` cannot go through `moduleId`, or undefined when it can. */
export const unsendableCredential = (lookup: ModuleLookup, moduleId: string, id: string, type: string | undefined): string | undefined => {
  const usable = usableCredentialTypes(lookup, moduleId)
  return usable === undefined || type === undefined || usable.includes(type)
    ? undefined
    : `Credential ${id} is a ${type} credential; ${moduleId} sends only ${usable.join(" or ")} credentials`
}
