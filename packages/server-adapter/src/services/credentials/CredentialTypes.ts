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

/**
 * Why credential `id` of package `pkg` cannot go through `moduleId`, or undefined when it can: a
 * credential belongs to one package (the spec: "package id the credential belongs to"), and a
 * module is of the package its id starts with (`<package>.<inbound|outbound>.<name>`). The
 * engine sends it through no other package's module (core's `credentialPackageProblem`: that
 * step ends in error), so a record naming one through another is refused on save.
 */
export const foreignCredential = (moduleId: string, id: string, pkg: string | undefined): string | undefined => {
  const modulePackage = moduleId.split(".")[0] ?? moduleId
  return pkg === undefined || pkg === "" || pkg === modulePackage
    ? undefined
    : `Credential ${id} belongs to the package ${pkg}; ${moduleId} is of ${modulePackage} and sends only its own package's credentials`
}
