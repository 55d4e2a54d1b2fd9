/**
 * A recipient step's mappings as its events record them, secrets masked (what is sent is not
 * touched). A mapping's value is masked (`****`) when its property is a secret: one the
 * integration declares (`password`/`credential` variables, its `secrets`), a header whose name
 * holds one (`header.X-Api-Key`, `header.Authorization`), or one whose last segment does
 * (`parameter.api_key`, `json_property.password`); see `SecretNames.ts` for the rule. A value
 * that is a URL keeps its text with the userinfo password and secret query parameters masked.
 * Worked out once per step and integration, not per lead.
 */
import type { Mapping } from "../model/Mapping.js"
import type { IntegrationHandler, Integrations } from "../ports/Integrations.js"
import { isAbsoluteUrl, isSecretHeader, isSecretName, MASK, maskUrl } from "../secrets/SecretNames.js"
import type { CompiledRecipient } from "./CompiledFlow.js"
import { recordedSetting } from "./RecordedSettings.js"

const HEADER = "header."
const INDEX = /^\d+$/

/**
 * Whether a mapping of `property` sets a secret, judged by its property alone: `declared` holds
 * the secret variables of the mapping's integration (its `password`/`credential` variables).
 */
export const isSecretMappingProperty = (property: string, declared: ReadonlySet<string> | undefined): boolean => {
  if (declared?.has(property) === true) return true
  if (property.startsWith(HEADER)) return isSecretHeader(property.slice(HEADER.length))
  const parts = property.split(".")
  let last = parts.pop()
  // A trailing index repeats the field (`parameter.key.0`): the name is the segment before it.
  while (last !== undefined && INDEX.test(last)) last = parts.pop()
  return last !== undefined && isSecretName(last)
}

/**
 * Whether a mapping's value carries a secret of its own: a URL with a password or a secret
 * parameter (spaces around it are ignored, as the delivery ignores them).
 */
export const isSecretUrl = (value: string): boolean => {
  const url = value.trim()
  return isAbsoluteUrl(url) && maskUrl(url) !== url
}

/** A URL value as recorded: its secrets masked (trimmed when it had any). */
const maskedText = (value: string): string => (isSecretUrl(value) ? maskUrl(value.trim()) : value)

const maskedValue = (value: Mapping["value"]): Mapping["value"] => {
  if (typeof value === "string") return maskedText(value)
  if (!Array.isArray(value)) return value
  let changed = false
  const out = value.map((item) => {
    const masked = item !== null ? maskedText(item) : item
    if (masked !== item) changed = true
    return masked
  })
  return changed ? out : value
}

/** `mappings` with secrets masked; the same array when nothing is. */
export const maskMappings = (
  mappings: ReadonlyArray<Mapping>,
  declared: ReadonlySet<string> | undefined
): ReadonlyArray<Mapping> => {
  let changed = false
  const out = mappings.map((m) => {
    if (m.value === null) return m
    const value = isSecretMappingProperty(m.property, declared) ? MASK : maskedValue(m.value)
    if (value === m.value) return m
    changed = true
    return { ...m, value }
  })
  return changed ? out : mappings
}

// Per step, once (again only if the step's integration changes).
const recorded = new WeakMap<
  CompiledRecipient,
  { readonly handler: IntegrationHandler | undefined; readonly mappings: ReadonlyArray<Mapping> }
>()

/**
 * The step's mappings as recorded. `handler` is the step's integration when the step got that
 * far; for a step skipped before (its rules failed) it is looked up, the first time only.
 */
export const recordedMappings = (
  step: CompiledRecipient,
  handler: IntegrationHandler | undefined,
  integrations: Integrations["Type"]
): ReadonlyArray<Mapping> => {
  const cached = recorded.get(step)
  if (cached !== undefined && (handler === undefined || cached.handler === handler)) return cached.mappings
  const integration = handler ?? integrations.lookup(step.moduleId)
  // Frozen (a copy): every lead's event holds this array (see `recordedSetting`).
  const mappings = recordedSetting(step, "mappings", maskMappings(step.step.integration.mappings ?? [], integration?.secretVariables))
  recorded.set(step, { handler: integration, mappings })
  return mappings
}
