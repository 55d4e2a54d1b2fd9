import { isSecretMappingProperty, isSecretUrl, MASK, StoreError } from "@leadflow/core"
import { Effect, Option } from "effect"
import { Documents } from "../storage/Documents.js"
import { SecretBox, type SecretBoxError, type SecretBoxService } from "./SecretBox.js"

/**
 * Secrets typed into a flow's mappings (`basic_password`, `header.X-Api-Key`, a URL with a
 * password) and into its destinations' webhook URLs (`?api_key=`) are stored sealed with the server secret and answered masked (`****`), as stored
 * credentials are. A mapping sets a secret when its property is one (`isSecretMappingProperty`,
 * with the secret variables its integration declares) or its value is a URL that carries one.
 *
 * - On save, each such value is sealed, owned by the account and flow (a sealed value copied to
 *   another flow does not open). A value sent back as `****` keeps the value stored at the same
 *   place (the same integration, found by the ids of the steps around it, the same property and
 *   occurrence); `****` where nothing is stored is refused: the secret must be sent.
 * - What runs the flow (the compiled flow, feedback and returns) opens every sealed value.
 * - Every answer (flows, versions, changelogs, destinations) shows every sealed value as `****`.
 *
 * A value that is one template and nothing else (`{{lead.api_key}}`) names where the secret is
 * read from, not the secret, and stays as written.
 */

type Json = Record<string, unknown>

/** The mark of a sealed value in a stored flow (never a value a user types). */
export const SEALED = "leadflow-sealed:"

const ONLY_TEMPLATE = /^\s*\{\{[^{}]*\}\}\s*$/

/** What a flow's sealed values belong to (SecretBox's owner). */
export const flowSecretOwner = (accountId: string, flowId: string): string => `flow-mapping:${accountId}:${flowId}`

export const isSealed = (value: unknown): value is string => typeof value === "string" && value.startsWith(SEALED)

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

/** The secret variables an integration declares, by module id (undefined: unknown module). */
export type DeclaredSecrets = (moduleId: string) => ReadonlySet<string> | undefined

interface MappingSlot {
  /** Where the value is: the integration's place, property, occurrence and element. */
  readonly key: string
  /** The value's path in the flow, for errors (`steps.2.integration.mappings.0.value`). */
  readonly path: string
  readonly value: string | null
  /** Whether the mapping sets a secret (by its property, or a URL that holds one). */
  readonly secret: boolean
  readonly set: (value: string) => void
}

/**
 * Every string (or null) element of every mapping of every integration in `body`. The place of
 * an integration in the key names each array element by its `id` when it has one, so that moving
 * a step keeps its values.
 */
const mappingSlots = (body: Json, declared: DeclaredSecrets): ReadonlyArray<MappingSlot> => {
  const slots: Array<MappingSlot> = []
  const visit = (node: unknown, path: ReadonlyArray<string>, place: ReadonlyArray<string>): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        const id = isObject(item) && typeof item["id"] === "string" ? `#${item["id"]}` : String(i)
        visit(item, [...path, String(i)], [...place, id])
      })
      return
    }
    if (!isObject(node)) return
    const moduleId = node["module_id"]
    const mappings = node["mappings"]
    if (typeof moduleId === "string" && Array.isArray(mappings)) {
      const secrets = declared(moduleId)
      const seen = new Map<string, number>()
      mappings.forEach((mapping, i) => {
        if (!isObject(mapping) || typeof mapping["property"] !== "string") return
        const property = mapping["property"]
        const occurrence = seen.get(property) ?? 0
        seen.set(property, occurrence + 1)
        const secretProperty = isSecretMappingProperty(property, secrets)
        const base = `${place.join(".")}|${moduleId}|${property}#${occurrence}`
        const valuePath = [...path, "mappings", String(i), "value"].join(".")
        const value = mapping["value"]
        if (typeof value === "string")
          slots.push({
            key: base,
            path: valuePath,
            value,
            secret: secretProperty || isSecretUrl(value),
            set: (v) => (mapping["value"] = v)
          })
        else if (Array.isArray(value))
          value.forEach((item, j) => {
            if (item === null || typeof item === "string")
              slots.push({
                key: `${base}[${j}]`,
                path: `${valuePath}.${j}`,
                value: item,
                secret: secretProperty || (item !== null && isSecretUrl(item)),
                set: (v) => (value[j] = v)
              })
          })
      })
    }
    // A destination action's webhook, sent as written: sealed when it carries a secret.
    const webhook = node["webhook_url"]
    if (typeof webhook === "string")
      slots.push({
        key: `${place.join(".")}|webhook_url`,
        path: [...path, "webhook_url"].join("."),
        value: webhook,
        secret: isSecretUrl(webhook),
        set: (v) => (node["webhook_url"] = v)
      })
    for (const [key, child] of Object.entries(node)) if (key !== "mappings") visit(child, [...path, key], [...place, key])
  }
  visit(body, [], [])
  return slots
}

/**
 * `body` (a flow as it is about to be stored, not shared with anyone) with its mapping secrets
 * sealed: `previous` is the stored flow it replaces (its sealed values are kept where `****` is
 * sent back). Errors by field when `****` stands where nothing is stored.
 */
export const sealFlowSecrets = (
  body: Json,
  previous: Json | undefined,
  declared: DeclaredSecrets,
  seal: (plain: string) => string,
  /** `leave`: a `****` with nothing stored stays as it is (sealing flows stored before this). */
  masks: "refuse" | "leave" = "refuse"
): { readonly body: Json } | { readonly errors: Record<string, ReadonlyArray<string>> } => {
  const copy = structuredClone(body)
  const stored = new Map<string, string>()
  if (previous !== undefined)
    for (const slot of mappingSlots(previous, declared)) if (isSealed(slot.value)) stored.set(slot.key, slot.value)
  const errors: Record<string, ReadonlyArray<string>> = {}
  for (const slot of mappingSlots(copy, declared)) {
    const value = slot.value
    if (value === null || isSealed(value)) continue
    if (value === MASK) {
      const kept = stored.get(slot.key)
      if (kept !== undefined) slot.set(kept)
      else if (slot.secret && masks === "refuse")
        errors[slot.path] = [
          "is `****`, the mask of a stored secret, but this flow stores no secret here to keep: send the secret itself"
        ]
      continue
    }
    if (slot.secret && !ONLY_TEMPLATE.test(value)) slot.set(SEALED + seal(value))
  }
  return Object.keys(errors).length > 0 ? { errors } : { body: copy }
}

/** The secrets a flow holds in clear (as stored before they were sealed). */
export const clearSecretsOf = (body: Json, declared: DeclaredSecrets): ReadonlyArray<string> =>
  mappingSlots(body, declared).flatMap((slot) =>
    slot.secret && slot.value !== null && slot.value !== MASK && !isSealed(slot.value) && !ONLY_TEMPLATE.test(slot.value) ? [slot.value] : []
  )

/** Apply `f` to every string of a JSON value, sharing what `f` leaves alone. */
export const mapStrings = (node: unknown, f: (text: string) => string): unknown => {
  if (typeof node === "string") return f(node)
  if (Array.isArray(node)) {
    let changed = false
    const out = node.map((item) => {
      const mapped = mapStrings(item, f)
      if (mapped !== item) changed = true
      return mapped
    })
    return changed ? out : node
  }
  if (!isObject(node)) return node
  let out: Json | undefined
  for (const [key, child] of Object.entries(node)) {
    const mapped = mapStrings(child, f)
    if (mapped !== child) {
      out ??= { ...node }
      Object.defineProperty(out, key, { value: mapped, enumerable: true, writable: true, configurable: true })
    }
  }
  return out ?? node
}

const collectSealed = (node: unknown, into: Set<string>): void => {
  if (isSealed(node)) into.add(node)
  else if (Array.isArray(node)) for (const item of node) collectSealed(item, into)
  else if (isObject(node)) for (const child of Object.values(node)) collectSealed(child, into)
}

/** A stored flow (or anything holding its values) with every sealed value shown as `****`. */
export const maskSealed = <A>(value: A): A => mapStrings(value, (text) => (isSealed(text) ? MASK : text)) as A

/** A stored flow with its sealed values opened, for what runs it. */
export const openFlowSecrets = (
  body: Json,
  owner: string,
  box: SecretBoxService
): Effect.Effect<Json, SecretBoxError> =>
  Effect.suspend(() => {
    const sealed = new Set<string>()
    collectSealed(body, sealed)
    if (sealed.size === 0) return Effect.succeed(body)
    return Effect.map(
      Effect.forEach(sealed, (text) => Effect.map(box.open(text.slice(SEALED.length), owner), (plain) => [text, plain] as const)),
      (pairs) => {
        const opened = new Map(pairs)
        return mapStrings(body, (text) => opened.get(text) ?? text) as Json
      }
    )
  })

/**
 * A stored flow's draft with its secrets opened, for feedback and returns sent to its steps'
 * integrations; none when the account has no such flow. A sealed value that does not open is a
 * storage failure (the server secret is checked at start, so it means a damaged value).
 */
export const flowToRun = (
  accountId: string,
  flowId: string
): Effect.Effect<Option.Option<Json>, StoreError, Documents | SecretBox> =>
  Effect.gen(function* () {
    const doc = yield* (yield* Documents).get("flows", accountId, flowId)
    if (Option.isNone(doc)) return Option.none()
    const opened = yield* openFlowSecrets(doc.value.body, flowSecretOwner(accountId, doc.value.id), yield* SecretBox).pipe(
      Effect.mapError((error) => new StoreError({ message: `flow ${flowId}: ${error.message}` }))
    )
    return Option.some(opened)
  })
