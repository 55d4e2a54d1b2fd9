import type { Problem } from "./Problem.js"
import { variableTypes } from "./variableTypes.js"

// semver.org's own pattern: MAJOR.MINOR.PATCH, optional pre-release and build metadata.
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/

// An npm name without its scope. No dots: module ids use them as separators and the engine
// derives a step key from what comes before the first one.
const PACKAGE_ID = /^[a-z0-9][a-z0-9_-]*$/
const MODULE_NAME = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/
const INTEGRATION_TYPES: ReadonlySet<string> = new Set(["delivery", "enhancement", "marketplace enhancement", "inbound"])
const PRICING_TYPES: ReadonlySet<string> = new Set(["flat", "tiered", "free"])

type Report = (message: string) => void

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== ""

const describeValue = (value: unknown): string =>
  value === undefined ? "nothing" : typeof value === "string" ? JSON.stringify(value) : typeof value

const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e))

const checkVariableName = (name: string, type: unknown, report: Report): void => {
  if (name !== name.toLowerCase()) report(`name must be lower-case`)
  if (/\s/.test(name)) report(`name must not contain spaces`)
  const wildcard = name === "*" || name.endsWith(".*")
  const path = wildcard ? name.slice(0, -2) : name
  if (name !== "*" && path.split(".").some((segment) => segment === "" || segment.includes("*")))
    report(`name must be a dot path (a "*" only as the last segment)`)
  if (wildcard && type !== "wildcard") report(`name ends in ".*", so its type must be "wildcard"`)
  if (!wildcard && type === "wildcard") report(`type "wildcard" needs a name ending in ".*" (e.g. "header.*")`)
}

const checkVariable = (variable: unknown, label: string, report: Report): string | undefined => {
  if (!isRecord(variable)) {
    report(`${label} must be an object`)
    return undefined
  }
  const { name, type, description, required, label: display, examples, deprecated, credential_types: credentialTypes } = variable
  if (!isText(name)) {
    report(`${label} needs a name`)
    return undefined
  }
  const at = (message: string) => report(`${label} (${name}): ${message}`)
  checkVariableName(name, type, at)
  if (typeof type !== "string" || !variableTypes.has(type))
    at(`type ${describeValue(type)} is not one of ${[...variableTypes].join(", ")}`)
  if (!isText(description)) at(`needs a description`)
  if (required !== undefined && typeof required !== "boolean") at(`required must be true or false`)
  if (display !== undefined && !isText(display)) at(`label must be text`)
  if (deprecated !== undefined && typeof deprecated !== "boolean") at(`deprecated must be true or false`)
  if (examples !== undefined && !(Array.isArray(examples) && examples.every((e) => typeof e === "string")))
    at(`examples must be a list of strings`)
  if (credentialTypes !== undefined) {
    // The engine loads a stored credential from `credential_id` only (into `vars.credential`).
    if (type !== "credential" || name !== "credential_id") at(`credential_types is for the credential_id variable (of type "credential")`)
    else if (!(Array.isArray(credentialTypes) && credentialTypes.length > 0 && credentialTypes.every(isText)))
      at(`credential_types must be a non-empty list of credential types (user, token, oauth...)`)
  }
  return name
}

const checkVariables = (list: unknown, field: string, report: Report): ReadonlyArray<Record<string, unknown>> => {
  if (!Array.isArray(list)) {
    report(`${field} must be a list of variables`)
    return []
  }
  const seen = new Set<string>()
  list.forEach((variable, i) => {
    const name = checkVariable(variable, `${field}[${i}]`, report)
    if (name === undefined) return
    if (seen.has(name)) report(`${field}: ${name} is declared twice`)
    seen.add(name)
  })
  return list.filter(isRecord)
}

const checkOutcomeVariable = (responseVariables: ReadonlyArray<Record<string, unknown>>, report: Report): void => {
  const outcomes = responseVariables
    .map((v) => v["name"])
    .filter((name): name is string => typeof name === "string" && (name === "outcome" || name.endsWith(".outcome")))
  if (outcomes.length === 0)
    report(`response_variables must include an outcome ("outcome", or "<prefix>.outcome" to append under a prefix)`)
  // The engine takes the first one as the append prefix; a second one would be ignored.
  if (outcomes.length > 1) report(`response_variables declare more than one outcome: ${outcomes.join(", ")}`)
}

const checkValidate = (integration: Record<string, unknown>, requestVariables: ReadonlyArray<Record<string, unknown>>, report: Report): void => {
  const validate = integration["validate"]
  if (validate === undefined) {
    const required = requestVariables.filter((v) => v["required"] === true).map((v) => String(v["name"]))
    // `required` is shown in the UI only; nothing but validate stops a call that lacks them.
    if (required.length > 0) report(`declares required variables (${required.join(", ")}) but no validate to skip when they are missing`)
    return
  }
  if (typeof validate !== "function") {
    report(`validate must be a function`)
    return
  }
  let answer: unknown
  try {
    answer = (validate as (vars: Readonly<Record<string, unknown>>) => unknown)({})
  } catch (e) {
    report(`validate threw on empty vars (the engine would record an error, not a skip): ${errorMessage(e)}`)
    return
  }
  if (!isText(answer)) report(`validate must answer a skip reason for empty vars, it answered ${describeValue(answer)}`)
}

const checkSecrets = (integration: Record<string, unknown>, requestVariables: ReadonlyArray<Record<string, unknown>>, report: Report): void => {
  const secrets = integration["secrets"]
  if (secrets === undefined) return
  if (!Array.isArray(secrets) || !secrets.every((s) => typeof s === "string")) {
    report(`secrets must be a list of request variable names`)
    return
  }
  const declared = requestVariables.map((v) => v["name"]).filter((n): n is string => typeof n === "string")
  const families = declared.filter((n) => n.endsWith(".*")).map((n) => n.slice(0, -1))
  for (const secret of secrets as ReadonlyArray<string>)
    if (!declared.includes(secret) && !families.some((family) => secret.startsWith(family)))
      report(`secret ${secret} is not a declared request variable, so it would never be redacted`)
}

const checkPricing = (pricing: unknown, report: Report): void => {
  if (pricing === undefined) return
  if (!isRecord(pricing) || typeof pricing["type"] !== "string" || !PRICING_TYPES.has(pricing["type"]))
    report(`pricing.type must be flat, tiered or free`)
}

const isFunction = (value: unknown): boolean => typeof value === "function"

const checkShape = (integration: Record<string, unknown>, inbound: boolean, report: Report): void => {
  const request = isFunction(integration["request"])
  const response = isFunction(integration["response"])
  if (inbound) {
    if (!request || !response) report(`an inbound integration needs request and response functions`)
    if (typeof integration["pingable"] !== "boolean") report(`pingable must be true or false`)
    return
  }
  const handle = isFunction(integration["handle"])
  if (handle && (request || response)) report(`has both handle and request/response: choose one style`)
  else if (!handle && !(request && response))
    report(
      request || response
        ? `has ${request ? "request" : "response"} without ${request ? "response" : "request"}`
        : `needs either request and response functions or a handle function`
    )
}

const checkIntegration = (integration: unknown, index: number, packageId: string, problems: Array<Problem>): string | undefined => {
  if (!isRecord(integration)) {
    problems.push({ where: "package", message: `integrations[${index}] must be an object` })
    return undefined
  }
  const id = integration["id"]
  const where = isText(id) ? id : `integrations[${index}]`
  const report: Report = (message) => problems.push({ where, message })
  const type = integration["type"]
  if (typeof type !== "string" || !INTEGRATION_TYPES.has(type))
    report(`type ${describeValue(type)} must be delivery, enhancement, marketplace enhancement or inbound`)
  const inbound = type === "inbound"
  if (!isText(id)) report(`needs an id`)
  else {
    const direction = inbound ? "inbound" : "outbound"
    const prefix = `${packageId}.${direction}.`
    // A package's single source integration may be named by its direction alone (`leadflow-standard.inbound`).
    const bare = id === `${packageId}.${direction}`
    if (!bare && (!id.startsWith(prefix) || !MODULE_NAME.test(id.slice(prefix.length))))
      report(`id must be ${prefix}<name> (lower-case letters, digits, _ and -, dot-separated)`)
  }
  if (!isText(integration["name"])) report(`needs a name`)
  if (integration["description"] !== undefined && !isText(integration["description"])) report(`description must be text`)
  const requestVariables = checkVariables(integration["request_variables"], "request_variables", report)
  const responseVariables = checkVariables(integration["response_variables"], "response_variables", report)
  checkShape(integration, inbound, report)
  if (!inbound) {
    checkOutcomeVariable(responseVariables, report)
    checkValidate(integration, requestVariables, report)
    checkSecrets(integration, requestVariables, report)
    checkPricing(integration["pricing"], report)
  }
  return isText(id) ? id : undefined
}

/**
 * Check a package the way the engine and the package listing will use it: metadata, module ids,
 * variables, the call style, and `validate` on empty vars. Returns every problem found (an empty
 * list means the package loads and runs); it never throws, whatever it is given.
 */
export const checkPackage = (pkg: unknown): ReadonlyArray<Problem> => {
  const problems: Array<Problem> = []
  const report: Report = (message) => problems.push({ where: "package", message })
  if (!isRecord(pkg)) {
    report(`a package must be an object (the value definePackage returns)`)
    return problems
  }
  const id = pkg["id"]
  if (!isText(id)) report(`needs an id (its npm name without scope)`)
  else if (!PACKAGE_ID.test(id)) report(`id ${JSON.stringify(id)} must be an npm name without scope or dots (e.g. leadflow-acme)`)
  for (const field of ["provider", "name", "description"] as const)
    if (!isText(pkg[field])) report(`needs a ${field}`)
  const version = pkg["version"]
  if (typeof version !== "string" || !SEMVER.test(version)) report(`version ${describeValue(version)} must be a semver version (1.0.0)`)
  const link = pkg["link"]
  if (link !== undefined && !(typeof link === "string" && URL.canParse(link) && /^https?:/.test(link)))
    report(`link must be an http(s) URL`)
  const integrations = pkg["integrations"]
  if (!Array.isArray(integrations) || integrations.length === 0) {
    report(`integrations must list at least one integration`)
    return problems
  }
  const ids = new Set<string>()
  integrations.forEach((integration, i) => {
    const moduleId = checkIntegration(integration, i, isText(id) ? id : "<package id>", problems)
    if (moduleId === undefined) return
    if (ids.has(moduleId)) report(`${moduleId} is declared twice`)
    ids.add(moduleId)
  })
  return problems
}
