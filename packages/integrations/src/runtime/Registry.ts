/**
 * The integrations the runtime knows: built-in and third-party packages checked, indexed by module
 * id and listed. Packages come from code nobody here wrote, so they are checked as plain data
 * first: a package that breaks the contract stops startup with every problem named, instead of
 * failing leads later.
 */
import { Data, Effect } from "effect"
import type { IntegrationHandler } from "@leadflow/core"
import type {
  InboundIntegration,
  Integration,
  IntegrationPackage,
  OutboundIntegration,
  Pricing,
  Variable
} from "../Contract.js"
import { handlerFor, type HandlerOptions } from "./Handler.js"

/** Packages that break the contract (ids, shapes, duplicates), every problem listed. */
export class InvalidPackagesError extends Data.TaggedError("InvalidPackagesError")<{
  readonly problems: ReadonlyArray<string>
}> {
  override get message(): string {
    return `invalid integration packages: ${this.problems.join("; ")}`
  }
}

/** An integration as `/packages` lists it. */
export interface IntegrationListing {
  readonly id: string
  readonly type: Integration["type"]
  readonly direction: "inbound" | "outbound"
  readonly name: string
  readonly description: string
  readonly tag?: string
  readonly request_variables: ReadonlyArray<Variable>
  readonly response_variables: ReadonlyArray<Variable>
  readonly pricing?: Pricing
}

/** A package as `/packages` lists it. */
export interface PackageListing {
  readonly id: string
  readonly provider: string
  readonly name: string
  readonly description: string
  readonly version: string
  readonly link?: string
  readonly integrations: ReadonlyArray<IntegrationListing>
}

export interface Registry {
  /** The engine's handler for an outbound module. */
  readonly lookup: (moduleId: string) => IntegrationHandler | undefined
  readonly outbound: (moduleId: string) => OutboundIntegration | undefined
  readonly inbound: (moduleId: string) => InboundIntegration | undefined
  readonly packages: ReadonlyArray<PackageListing>
}

// An npm name without dots, as checkPackage (testing) requires: the engine cuts a module id at its
// first dot for the package, and the step key its data is appended under (`acme.crm.outbound.buy`
// would land under `acme`, a package of its own). A scope is accepted, also without dots.
const PACKAGE_ID = /^(@[a-z0-9][a-z0-9_-]*\/)?[a-z0-9][a-z0-9_-]*$/
// What follows `<package>.` in a module id: the direction, then the integration's name.
const MODULE_TAIL = /^(inbound|outbound)(\.[a-z0-9_-]+)*$/
const TYPES: ReadonlySet<string> = new Set(["delivery", "enhancement", "marketplace enhancement", "inbound"])

// Every outbound module takes a step timeout, whether it declares one or not (the old platform added it).
const TIMEOUT_VARIABLE: Variable = {
  name: "timeout_seconds",
  type: "number",
  description: "Error if the server doesn't respond within this many seconds (default 360, 1 to 360)"
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object"
const isText = (value: unknown): value is string => typeof value === "string" && value !== ""
const isFunction = (value: unknown): boolean => typeof value === "function"

const variableProblems = (where: string, value: unknown): ReadonlyArray<string> => {
  if (!Array.isArray(value)) return [`${where} must be a list`]
  const problems: string[] = []
  value.forEach((v: unknown, i) => {
    if (!isRecord(v) || !isText(v["name"]) || !isText(v["type"])) problems.push(`${where}[${i}] needs a name and a type`)
    else if (v["name"] !== v["name"].toLowerCase()) problems.push(`${where}[${i}] ${v["name"]}: names are lower-case`)
  })
  return problems
}

const integrationProblems = (pkgId: string, value: unknown, index: number): ReadonlyArray<string> => {
  if (!isRecord(value) || !isText(value["id"])) return [`${pkgId}: integration ${index} has no id`]
  const id = value["id"]
  const problems: string[] = []
  const tail = id.startsWith(`${pkgId}.`) ? id.slice(pkgId.length + 1) : undefined
  if (tail === undefined || !MODULE_TAIL.test(tail))
    problems.push(`${id}: module ids are ${pkgId}.<inbound|outbound>.<name>`)
  const type = value["type"]
  if (typeof type !== "string" || !TYPES.has(type)) problems.push(`${id}: unknown type ${String(type)}`)
  const inbound = type === "inbound"
  if (tail !== undefined && inbound !== tail.startsWith("inbound"))
    problems.push(`${id}: type ${String(type)} does not match its direction`)
  if (!isText(value["name"])) problems.push(`${id}: needs a name`)
  problems.push(...variableProblems(`${id}: request_variables`, value["request_variables"]))
  problems.push(...variableProblems(`${id}: response_variables`, value["response_variables"]))
  if (inbound) {
    if (!isFunction(value["request"]) || !isFunction(value["response"]))
      problems.push(`${id}: an inbound integration needs request and response functions`)
  } else if (!isFunction(value["handle"]) && (!isFunction(value["request"]) || !isFunction(value["response"])))
    problems.push(`${id}: needs request and response functions, or handle`)
  if (value["validate"] !== undefined && !isFunction(value["validate"])) problems.push(`${id}: validate must be a function`)
  return problems
}

/** What is wrong with a package (nothing when it keeps the contract). */
export const packageProblems = (value: unknown): ReadonlyArray<string> => {
  if (!isRecord(value)) return ["a package must be an object"]
  const id = value["id"]
  if (isText(id) && id.includes(".") && PACKAGE_ID.test(id.replaceAll(".", "-")))
    return [`package id ${id} has a dot: module ids and step keys are cut at the first dot, use - or _ (${id.replaceAll(".", "-")})`]
  if (!isText(id) || !PACKAGE_ID.test(id)) return [`package id ${String(id)} is not an npm package name`]
  const problems: string[] = []
  for (const field of ["provider", "name", "version"] as const)
    if (!isText(value[field])) problems.push(`${id}: needs a ${field}`)
  if (typeof value["description"] !== "string") problems.push(`${id}: needs a description`)
  const integrations = value["integrations"]
  if (!Array.isArray(integrations)) problems.push(`${id}: integrations must be a list`)
  else integrations.forEach((integration: unknown, i) => problems.push(...integrationProblems(id, integration, i)))
  return problems
}

const listing = (integration: Integration): IntegrationListing => {
  const inbound = integration.type === "inbound"
  const requestVariables =
    inbound || integration.request_variables.some((v) => v.name === TIMEOUT_VARIABLE.name)
      ? integration.request_variables
      : [...integration.request_variables, TIMEOUT_VARIABLE]
  const tag = inbound ? undefined : integration.tag
  const pricing = inbound ? undefined : integration.pricing
  return {
    id: integration.id,
    type: integration.type,
    direction: inbound ? "inbound" : "outbound",
    name: integration.name,
    description: integration.description ?? "",
    ...(tag === undefined ? {} : { tag }),
    request_variables: requestVariables,
    response_variables: integration.response_variables,
    ...(pricing === undefined ? {} : { pricing })
  }
}

const packageListing = (pkg: IntegrationPackage): PackageListing => ({
  id: pkg.id,
  provider: pkg.provider,
  name: pkg.name,
  description: pkg.description,
  version: pkg.version,
  ...(pkg.link === undefined ? {} : { link: pkg.link }),
  integrations: pkg.integrations.map(listing)
})

/**
 * Check and index packages, building each outbound integration's handler once. Fails with every
 * problem found: contract breaches, and package or module ids used twice.
 */
export const makeRegistry = (
  packages: ReadonlyArray<IntegrationPackage>,
  options: HandlerOptions
): Effect.Effect<Registry, InvalidPackagesError> =>
  Effect.suspend(() => {
    const problems: string[] = []
    const seenPackages = new Set<string>()
    const seenModules = new Set<string>()
    for (const pkg of packages) {
      const own = packageProblems(pkg)
      problems.push(...own)
      if (own.length > 0) continue
      if (seenPackages.has(pkg.id)) {
        problems.push(`package ${pkg.id} is listed twice`)
        continue
      }
      seenPackages.add(pkg.id)
      for (const integration of pkg.integrations) {
        if (seenModules.has(integration.id)) problems.push(`module ${integration.id} is defined twice`)
        seenModules.add(integration.id)
      }
    }
    if (problems.length > 0) return Effect.fail(new InvalidPackagesError({ problems }))

    const handlers = new Map<string, IntegrationHandler>()
    const outbound = new Map<string, OutboundIntegration>()
    const inbound = new Map<string, InboundIntegration>()
    for (const pkg of packages)
      for (const integration of pkg.integrations) {
        if (integration.type === "inbound") inbound.set(integration.id, integration)
        else {
          outbound.set(integration.id, integration)
          handlers.set(integration.id, handlerFor(integration, pkg, options))
        }
      }
    const registry: Registry = {
      lookup: (moduleId) => handlers.get(moduleId),
      outbound: (moduleId) => outbound.get(moduleId),
      inbound: (moduleId) => inbound.get(moduleId),
      packages: packages.map(packageListing)
    }
    return Effect.succeed(registry)
  })
