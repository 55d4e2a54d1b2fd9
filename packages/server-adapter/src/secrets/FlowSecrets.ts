import { type IntegrationHandler, isAbsoluteUrl, isSecretMappingProperty, isSecretUrl, MASK, maskUrl, StoreError } from "@leadflow/core"
import { createHash } from "node:crypto"
import { Effect, Option } from "effect"
import { Documents } from "../storage/Documents.js"
import type { SqlClient } from "@effect/sql"
import { deployedBody, deploymentOfFlow } from "../storage/FlowVersions.js"
import { SecretBox, SecretBoxError, type SecretBoxService } from "./SecretBox.js"

/**
 * Secrets typed into a document's integration mappings (a flow's steps, sources, auctions,
 * pricing; a pricing service), a flow's destination webhooks and its firehose services'
 * `connection_string` (which only flows saved before the API refused it hold) are stored sealed
 * with the server secret and answered masked, as stored credentials are. A mapping sets a secret when its
 * property is one (`isSecretMappingProperty`: a `password` variable of its integration or one it
 * lists in `secrets`, a header like `header.X-Api-Key`, a name like `basic_password`) or its value
 * is a URL that carries one (a password, `?api_key=`). A `credential` variable holds the id of a
 * stored credential, not a secret, and stays as written; so does a value that is one variable
 * and nothing else (`{{lead.api_key}}`), which names where the secret comes from.
 *
 * - Stored: each such value sealed (`leadflow-sealed:` and SecretBox's text), owned by the
 *   account and document, so a sealed value moved elsewhere does not open.
 * - Answered (`displayed`): `****`, or for a URL the URL with its secrets masked (`maskUrl`).
 * - Saved again: a value sent back as it was answered (or as it was typed) keeps what is stored
 *   at its place; a masked value where nothing is stored is refused, so `****` never reaches a
 *   buyer. A place is the integration's (array elements named by their `id` when no other element
 *   of the list has it, else by a digest of all they hold besides their secrets, with their
 *   occurrence among look-alikes and how many there are), the mapping's (its `id`, or its
 *   property and rule set) and, for a list, the element of a list of the same length.
 * - Run (the compiled flow, feedback, returns, pricing): every sealed value opened.
 */

type Json = Record<string, unknown>
type Path = ReadonlyArray<string | number>

/** The mark of a sealed value in a stored document (reserved: refused in what a user sends). */
export const SEALED = "leadflow-sealed:"
/** The mark of a sealed number (opened as a number). */
const SEALED_NUMBER = `${SEALED}#`

/** The sealed text of a stored value without its mark. */
const sealedText = (text: string): string => text.slice(text.startsWith(SEALED_NUMBER) ? SEALED_NUMBER.length : SEALED.length)

/** An opened value as it was typed: a sealed number is a number again. */
const typed = (text: string, plain: string): string | number => {
  if (!text.startsWith(SEALED_NUMBER)) return plain
  const n = Number(plain)
  return Number.isFinite(n) ? n : plain
}

// One variable and nothing else (`{{lead.api_key}}`): a helper call with arguments may hold a literal.
const SINGLE_VARIABLE = /^\s*\{\{\s*[A-Za-z_$][\w$.-]*\s*\}\}\s*$/

/** What a flow's sealed values belong to (SecretBox's owner). */
export const flowSecretOwner = (accountId: string, flowId: string): string => `flow-mapping:${accountId}:${flowId}`

/** What a pricing service's sealed values belong to. */
export const pricingServiceSecretOwner = (accountId: string, serviceId: string): string => `pricing-service:${accountId}:${serviceId}`

const isSealed = (value: unknown): value is string => typeof value === "string" && value.startsWith(SEALED)

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

/** The secret variables of an integration, by module id (undefined: unknown module or none). */
export type DeclaredSecrets = (moduleId: string) => ReadonlySet<string> | undefined

/** The variables whose values are secrets to seal: the integration's secrets but its `credential` ids. */
export const declaredSecretsOf = (lookup: (moduleId: string) => IntegrationHandler | undefined): DeclaredSecrets => {
  // By handler, not by the id a document names: an unknown id (any text a user sends) is not kept.
  const known = new WeakMap<IntegrationHandler, ReadonlySet<string> | undefined>()
  return (moduleId) => {
    const handler = lookup(moduleId)
    if (handler === undefined) return undefined
    if (known.has(handler)) return known.get(handler)
    let secrets = handler.secretVariables
    if (secrets !== undefined) {
      const ids = new Set(handler.requestVariables.filter((v) => v.type === "credential").map((v) => v.name))
      if (ids.size > 0) secrets = new Set([...secrets].filter((name) => !ids.has(name)))
    }
    known.set(handler, secrets)
    return secrets
  }
}

/** A value as answered: a URL with its secrets masked, anything else `****`. */
const displayedSecret = (plain: string): string => {
  const url = plain.trim()
  return isAbsoluteUrl(url) && maskUrl(url) !== url ? maskUrl(url) : MASK
}

type SlotValue = string | number | null

interface MappingSlot {
  /** Where the value is: the integration's place, the mapping's, and the element of a list. */
  readonly key: string
  readonly path: Path
  readonly value: SlotValue
  /** For an element of a list value, the list's length. */
  readonly length?: number
  /** Whether the value is a secret to seal (by its property, or a URL that holds one). */
  readonly secret: boolean
  readonly set: (value: string) => void
}

const pathText = (path: Path): string => path.join(".")

/** Whether a value shows a masked secret (`****`, or a URL with one masked). */
const looksMasked = (value: SlotValue): boolean =>
  typeof value === "string" && (value === MASK || (value.includes(MASK) && isAbsoluteUrl(value.trim())))

const isSecretValue = (value: SlotValue, secretProperty: boolean): boolean =>
  value !== null && (secretProperty || (typeof value === "string" && isSecretUrl(value)))

/**
 * A JSON value with what may differ between a stored document and the same document sent back
 * (its secrets: sealed, masked or typed) replaced by `*`: what an element without an id is known
 * by. One walk of the element, whatever its depth.
 */
const withoutSecrets = (node: unknown, declared: DeclaredSecrets): unknown => {
  if (Array.isArray(node)) return node.map((item) => withoutSecrets(item, declared))
  if (!isObject(node)) return node
  const moduleId = node["module_id"]
  const secrets = typeof moduleId === "string" ? declared(moduleId) : undefined
  const out: Json = {}
  for (const [key, child] of Object.entries(node)) {
    const value =
      key === "mappings" && typeof moduleId === "string" && Array.isArray(child)
        ? child.map((mapping) => (isObject(mapping) ? mappingWithoutSecrets(mapping, secrets, declared) : mapping))
        : key === "webhook_url" && typeof child === "string"
          ? hidden(child, false)
          : key === "connection_string" && typeof child === "string"
            ? hidden(child, true)
          : key === "entity" && isObject(child)
            ? { id: child["id"] ?? null } // its name is filled in by the server on each save
            : withoutSecrets(child, declared)
    // Keys come from user documents (`__proto__`): own members only.
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
  }
  return out
}

/**
 * A value with its secret hidden: a URL as it is answered (its host and path kept, so two keyed
 * URLs to two hosts stay apart), any other secret `*`. Prints are taken of documents as answered
 * or as sent, never of stored ones, where a sealed URL shows nothing.
 */
const hidden = (value: unknown, secretProperty: boolean): unknown => {
  if (typeof value === "number") return secretProperty ? "*" : value
  if (typeof value !== "string") return value
  if (value.startsWith(SEALED)) return "*"
  const url = value.trim()
  if (isAbsoluteUrl(url) && (isSecretUrl(url) || url.includes(MASK))) return maskUrl(url)
  return isSecretValue(value, secretProperty) || looksMasked(value) ? "*" : value
}

const mappingWithoutSecrets = (mapping: Json, secrets: ReadonlySet<string> | undefined, declared: DeclaredSecrets): Json => {
  const property = mapping["property"]
  const secretProperty = typeof property === "string" && isSecretMappingProperty(property, secrets)
  const value = mapping["value"]
  return {
    ...(withoutSecrets(mapping, declared) as Json),
    value: Array.isArray(value) ? value.map((item) => hidden(item, secretProperty)) : hidden(value, secretProperty)
  }
}

/** A print as a short digest: keys stay short however large the element (long keys hash slowly in V8). */
const digest = (print: string): string => createHash("sha256").update(print).digest("base64url").slice(0, 22)

/** JSON with every object's keys in order: PostgreSQL's JSONB hands a document back with its keys reordered. */
const canonical = (value: unknown): string => JSON.stringify(sortedKeys(value))

const sortedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedKeys)
  if (!isObject(value)) return value
  const out: Json = {}
  for (const key of Object.keys(value).sort()) Object.defineProperty(out, key, { value: sortedKeys(value[key]), enumerable: true, writable: true, configurable: true })
  return out
}

/**
 * The names of a list's elements in a key: `#<id>` for an element with an id, else what it holds
 * besides its secrets with its occurrence among the elements that hold the same and how many do
 * (`~<print>~<n>/<count>`), so that adding or removing a look-alike finds none of them again.
 */
const elementNames = (items: ReadonlyArray<unknown>, print: (item: Json) => string): ReadonlyArray<string> => {
  const idCounts = new Map<string, number>()
  for (const item of items) if (isObject(item) && typeof item["id"] === "string" && item["id"] !== "") idCounts.set(item["id"], (idCounts.get(item["id"]) ?? 0) + 1)
  // An id names an element only when no other element of the list has it too.
  const prints = items.map((item) =>
    !isObject(item) ? undefined : typeof item["id"] === "string" && idCounts.get(item["id"]) === 1 ? undefined : digest(print(item))
  )
  const counts = new Map<string, number>()
  for (const p of prints) if (p !== undefined) counts.set(p, (counts.get(p) ?? 0) + 1)
  const seen = new Map<string, number>()
  return items.map((item, i) => {
    const p = prints[i]
    if (!isObject(item)) return String(i)
    if (p === undefined) return `#${String(item["id"])}`
    const n = seen.get(p) ?? 0
    seen.set(p, n + 1)
    return `~${p}~${n}/${counts.get(p) ?? 0}`
  })
}

/**
 * Every string, number or null value of every mapping of every integration in `body`, and every
 * destination webhook.
 */
const mappingSlots = (body: unknown, declared: DeclaredSecrets): ReadonlyArray<MappingSlot> => {
  const slots: Array<MappingSlot> = []
  const elementPrint = (item: Json) => canonical(withoutSecrets(item, declared))
  const visit = (node: unknown, path: Path, place: string): void => {
    if (Array.isArray(node)) {
      const names = elementNames(node, elementPrint)
      node.forEach((item, i) => visit(item, [...path, i], `${place}.${names[i]}`))
      return
    }
    if (!isObject(node)) return
    const moduleId = node["module_id"]
    const mappings = node["mappings"]
    if (typeof moduleId === "string" && Array.isArray(mappings)) {
      const secrets = declared(moduleId)
      // A mapping is found by its id, else by its property and rule set (and their occurrence).
      const names = elementNames(mappings, (m) => canonical([m["property"], m["rule_set"] ?? null]))
      mappings.forEach((mapping, i) => {
        if (!isObject(mapping) || typeof mapping["property"] !== "string") return
        const secretProperty = isSecretMappingProperty(mapping["property"], secrets)
        const base = `${place}|${moduleId}|${names[i]}`
        const valuePath = [...path, "mappings", i, "value"]
        const value = mapping["value"]
        if (typeof value === "string" || typeof value === "number")
          slots.push({ key: base, path: valuePath, value, secret: isSecretValue(value, secretProperty), set: (v) => (mapping["value"] = v) })
        else if (Array.isArray(value))
          value.forEach((item, j) => {
            if (item === null || typeof item === "string")
              slots.push({
                key: `${base}[${j}]`,
                path: [...valuePath, j],
                value: item,
                length: value.length,
                secret: isSecretValue(item, secretProperty),
                set: (v) => (value[j] = v)
              })
          })
      })
    }
    // A destination action's webhook, sent as written: sealed when it carries a secret.
    const webhook = node["webhook_url"]
    if (typeof webhook === "string")
      slots.push({ key: `${place}|webhook_url`, path: [...path, "webhook_url"], value: webhook, secret: isSecretUrl(webhook), set: (v) => (node["webhook_url"] = v) })
    // A firehose service's connection string (a storage account's key) is a secret whatever it holds.
    const connection = node["connection_string"]
    if (typeof connection === "string")
      slots.push({
        key: `${place}|connection_string`,
        path: [...path, "connection_string"],
        value: connection,
        secret: connection !== "",
        set: (v) => (node["connection_string"] = v)
      })
    for (const [key, child] of Object.entries(node)) if (key !== "mappings") visit(child, [...path, key], `${place}.${key}`)
  }
  visit(body, [], "")
  return slots
}

const valueAt = (body: unknown, path: Path): unknown => {
  let node = body
  for (const part of path) {
    if (Array.isArray(node) && typeof part === "number") node = node[part]
    else if (isObject(node) && typeof part === "string" && Object.hasOwn(node, part)) node = node[part]
    else return undefined
  }
  return node
}

/** The paths of the strings in `node` that start with the sealed mark. */
const sealedPaths = (node: unknown, path: Path, into: Array<Path>): void => {
  if (isSealed(node)) into.push(path)
  else if (Array.isArray(node)) node.forEach((item, i) => sealedPaths(item, [...path, i], into))
  else if (isObject(node)) for (const [key, child] of Object.entries(node)) sealedPaths(child, [...path, key], into)
}

/** A stored document as it was before: stored (sealed), with its secrets opened, and as answered. */
export interface Revealed {
  readonly stored: Json
  readonly clear: Json
  readonly displayed: Json
  /** Paths (dotted) of sealed values that do not open: shown `****`, and errors of the document. */
  readonly unreadable: ReadonlyArray<string>
}

export type SealResult = { readonly body: Json } | { readonly errors: Record<string, ReadonlyArray<string>> }

/**
 * `body` (a document as a user sent it) with its secrets sealed. `previous` is the stored one it
 * replaces: a value sent back as answered, or as typed, keeps what is stored at its place.
 * `masks: "leave"` seals documents stored before sealing, whose `****` has nothing to keep.
 */
export const sealFlowSecrets = (
  body: Json,
  previous: Revealed | undefined,
  declared: DeclaredSecrets,
  seal: (plain: string) => string,
  masks: "refuse" | "leave" = "refuse"
): SealResult => {
  const errors: Record<string, Array<string>> = {}
  const refuse = (path: Path, message: string) => (errors[pathText(path)] ??= []).push(message)
  if (masks === "refuse") {
    const reserved: Array<Path> = []
    sealedPaths(body, [], reserved)
    for (const path of reserved) refuse(path, `starts with ${JSON.stringify(SEALED)}, which marks a sealed secret in storage: such a value cannot be sent`)
  }
  const copy = structuredClone(body)
  const stored = new Map<string, { readonly sealed: string; readonly clear: unknown; readonly displayed: unknown; readonly length?: number }>()
  if (previous !== undefined)
    // Places are worked out on the answered form (as the document sent back is), values read from the stored one.
    for (const slot of mappingSlots(previous.displayed, declared)) {
      const sealed = valueAt(previous.stored, slot.path)
      if (isSealed(sealed))
        stored.set(slot.key, {
          sealed,
          clear: valueAt(previous.clear, slot.path),
          displayed: slot.value,
          ...(slot.length === undefined ? {} : { length: slot.length })
        })
    }
  for (const slot of mappingSlots(copy, declared)) {
    const value = slot.value
    if (value === null || isSealed(value)) continue
    const kept = stored.get(slot.key)
    if (kept !== undefined && kept.length === slot.length && (value === kept.displayed || value === kept.clear)) {
      slot.set(kept.sealed)
      continue
    }
    if (typeof value === "string" && looksMasked(value)) {
      // A bare `****` where no secret goes may be a value of its own; a URL with one masked never is.
      if (masks === "refuse" && (slot.secret || value !== MASK))
        refuse(
          slot.path,
          "is a masked secret, but this place stores none to keep: send the secret itself (an element without an id, such as a step, is found again only by all it holds besides its secrets, and only while no other looks the same; a list only at the same length)"
        )
      continue
    }
    if (!slot.secret) continue
    // A number is sealed as its text, marked, and opened as the number again.
    if (typeof value === "number") slot.set(SEALED_NUMBER + seal(String(value)))
    else if (!SINGLE_VARIABLE.test(value)) slot.set(SEALED + seal(value))
  }
  return Object.keys(errors).length > 0 ? { errors } : { body: copy }
}

/** The secrets a document holds in clear (as stored before they were sealed). */
export const clearSecretsOf = (body: Json, declared: DeclaredSecrets): ReadonlyArray<string> =>
  mappingSlots(body, declared).flatMap((slot) => (isClearSecret(slot) ? [String(slot.value)] : []))

const isClearSecret = (slot: MappingSlot): boolean =>
  slot.secret &&
  slot.value !== null &&
  !looksMasked(slot.value) &&
  !isSealed(slot.value) &&
  !(typeof slot.value === "string" && SINGLE_VARIABLE.test(slot.value))

/** Apply `f` to every string of a JSON value, sharing what `f` leaves alone. */
export const mapStrings = (node: unknown, f: (text: string) => unknown): unknown => {
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

/** Anything holding stored documents with every sealed value shown as `****` (changelogs). */
export const maskSealed = <A>(value: A): A => mapStrings(value, (text) => (isSealed(text) ? MASK : text)) as A

/**
 * Open every sealed value of a stored document; a value that does not open is reported, never
 * thrown. With `declared`, a secret stored in clear (by a process of an earlier version, after
 * the upgrade sealed the rest) is answered masked too.
 */
export const revealSecrets = (
  stored: Json,
  owner: string,
  box: SecretBoxService,
  declared?: DeclaredSecrets
): Effect.Effect<Revealed> =>
  Effect.suspend(() => {
    const paths: Array<Path> = []
    sealedPaths(stored, [], paths)
    const texts = new Set(paths.map((path) => valueAt(stored, path) as string))
    return Effect.map(
      Effect.forEach(texts, (text) => Effect.map(Effect.option(box.open(sealedText(text), owner)), (plain) => [text, plain] as const)),
      (pairs) => {
        const opened = new Map(pairs)
        const plain = (text: string) => {
          const found = Option.getOrUndefined(opened.get(text) ?? Option.none())
          return found === undefined ? undefined : typed(text, found)
        }
        const unreadable = paths.filter((path) => plain(valueAt(stored, path) as string) === undefined).map(pathText)
        const clear = paths.length === 0 ? stored : (mapStrings(stored, (text) => (isSealed(text) ? (plain(text) ?? MASK) : text)) as Json)
        let displayed =
          paths.length === 0
            ? stored
            : (mapStrings(stored, (text) => {
                if (!isSealed(text)) return text
                const value = plain(text)
                return value === undefined ? MASK : displayedSecret(String(value))
              }) as Json)
        if (declared !== undefined) {
          const inClear = new Set(mappingSlots(stored, declared).filter(isClearSecret).map((slot) => pathText(slot.path)))
          if (inClear.size > 0) {
            const copy = structuredClone(displayed)
            for (const slot of mappingSlots(copy, declared))
              if (inClear.has(pathText(slot.path))) slot.set(displayedSecret(String(slot.value)))
            displayed = copy
          }
        }
        return { stored, clear, displayed, unreadable }
      }
    )
  })

/** The errors of sealed values that do not open, by path. */
export const unreadableErrors = (unreadable: ReadonlyArray<string>): Record<string, Array<string>> =>
  Object.fromEntries(
    unreadable.map((path) => [path, ["a secret stored here cannot be opened (the server secret is not the one it was sealed with): send it again"]])
  )

/** A stored document with its sealed values opened, for what runs it; fails when one does not open. */
export const openFlowSecrets = (body: Json, owner: string, box: SecretBoxService): Effect.Effect<Json, SecretBoxError> =>
  Effect.flatMap(revealSecrets(body, owner, box), ({ clear, unreadable }) =>
    unreadable.length === 0
      ? Effect.succeed(clear)
      : Effect.fail(
          new SecretBoxError({
            message: `the secret at ${unreadable.join(", ")} cannot be opened: LEADFLOW_SECRET differs from the one it was sealed with, or the value is damaged`
          })
        )
  )

/**
 * A stored flow as it runs, its deployed version (a draft saved since does not act until it is
 * deployed), with its secrets opened, for feedback and returns sent to its steps' integrations;
 * the draft only for a flow with no deployed version on record; none when the account has no such
 * flow. A sealed value that does not open is a storage failure (the server secret is checked at
 * start, so it means a damaged value).
 */
export const flowToRun = (
  accountId: string,
  flowId: string
): Effect.Effect<Option.Option<Json>, StoreError, Documents | SecretBox | SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const doc = yield* (yield* Documents).get("flows", accountId, flowId)
    if (Option.isNone(doc)) return Option.none()
    const deployment = yield* deploymentOfFlow(accountId, flowId)
    const deployed = Option.isSome(deployment) ? yield* deployedBody(accountId, flowId, deployment.value.version) : Option.none()
    const body = Option.getOrElse(deployed, () => doc.value.body)
    const opened = yield* openFlowSecrets(body, flowSecretOwner(accountId, doc.value.id), yield* SecretBox).pipe(
      Effect.mapError((error) => new StoreError({ message: `flow ${flowId}: ${error.message}` }))
    )
    return Option.some(opened)
  })
