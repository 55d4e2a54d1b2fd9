import { isTypedValue } from "@leadflow/types"

/**
 * The credential id a step's `credential_id` variable names, or undefined when it names none. A
 * mapping whose value is a lone reference (`{{lead.comments}}`) renders the typed value itself,
 * not its text, so the id is read from its normal form: otherwise a templated credential would
 * be silently dropped and the step would send without it.
 */
export const credentialIdOf = (value: unknown): string | undefined => {
  const id = isTypedValue(value) ? value.normal : value
  if (typeof id === "string") return id.trim() === "" ? undefined : id.trim()
  if (typeof id === "number") return String(id)
  return undefined
}

/**
 * Why a stored credential may not go through `moduleId`, or undefined when it may: a credential
 * belongs to one integration package (its `package`), and a module is of the package its id
 * starts with (`<package>.<inbound|outbound>.<name>`). A credential of another package is never
 * handed to the module: the step (the ping, the pricing call, the retry) ends in error with this
 * reason, as for a credential that is not found. One without a package is not checked.
 */
export const credentialPackageProblem = (credential: { readonly package?: unknown }, moduleId: string): string | undefined => {
  const pkg = credential.package
  const modulePackage = moduleId.split(".")[0] ?? moduleId
  return typeof pkg !== "string" || pkg === "" || pkg === modulePackage ? undefined : `credential of the package ${pkg} cannot be sent through ${modulePackage}`
}
