import { SqlClient } from "@effect/sql"
import { type Flow, legacyListName, listRequestMessages, mapRecipientSteps, normalizeListName, OBJECT_ID, readListNames, readListValues, readLookback, recipientStepsOf } from "@leadflow/core"
import { customPropertyProblem, customValueProblem, IntegrationRuntime } from "@leadflow/integrations"
import { Effect } from "effect"
import { Documents } from "../../storage/Documents.js"
import { deployedBodies } from "../../storage/FlowVersions.js"
import { asStoreError } from "../../storage/StoreErrors.js"
import { visibleEntities } from "../entities/EntityCatalog.js"
import { allFields } from "../fields/FieldCatalog.js"
import { pushOwn } from "../OwnMembers.js"
import { pricingServicesTable } from "../pricingServices/PricingServiceStore.js"
import { isTombstone } from "../credentials/CredentialRecord.js"
import { foreignCredential, unsendableCredential } from "../credentials/CredentialTypes.js"
import { isTemplated, stepListNames } from "../lists/ListUsage.js"

/** The batch package's append step (its `batch_id` names a batch of the account). */
const BATCH_APPEND = "leadflow-batch.outbound.append"

/**
 * What a flow refers to and must find: its fields, the entities of its sources and steps (and
 * whether each may play that part with that module), integration modules, stored credentials,
 * pricing services.
 * A flow with a dangling reference is still saved (a field or entity may be deleted under it),
 * but carries the problems as `errors` (path → messages) and cannot be deployed.
 */

export interface ReferenceContext {
  readonly fieldIds: ReadonlySet<string>
  /** The account's fields' types, by field id. */
  readonly fieldTypes: ReadonlyMap<string, string>
  /** Visible entities by lower-cased id. */
  readonly entities: ReadonlyMap<string, Record<string, unknown>>
  readonly credentialIds: ReadonlySet<string>
  /** The stored credentials' types (`user`, `token`...), by id. */
  readonly credentialTypes: ReadonlyMap<string, string>
  /** The stored credentials' packages (the package each belongs to), by id. */
  readonly credentialPackages: ReadonlyMap<string, string>
  /** The credential types a module's `credential` variable can use (undefined: any). */
  /** Why a credential of a type cannot go through a module (`unsendableCredential`), or undefined. */
  readonly unsendableCredential: (moduleId: string, id: string, type: string | undefined) => string | undefined
  /**
   * What the checks are for: a save (every check), a deployed flow about to run (ownership only;
   * not its feedback settings, which each relay checks when it runs), or a feedback relay about to
   * send (`feedbackErrors`: that feedback setting only).
   */
  readonly purpose: "save" | "run" | "relay"
  /** The account's batches (id → whether it takes records: `inbound`). */
  readonly batches: ReadonlyMap<string, boolean>
  /** The account's pricing services, lower-cased. */
  readonly serviceIds: ReadonlySet<string>
  readonly isInbound: (moduleId: string) => boolean
  readonly isOutbound: (moduleId: string) => boolean
  /** The names of an outbound module's request variables (`json_property.*` for a wildcard). */
  readonly requestVariables: (moduleId: string) => ReadonlyArray<string> | undefined
  /**
   * The account's list names (normalised), with those its flows' suppression list steps write to
   * (a step makes its list on its first write; a run's has the lists only, `runReferenceErrors`
   * adds those); undefined when not checked (a relay, or a step writes to a templated name, which
   * could be any).
   */
  readonly listNames: ReadonlySet<string> | undefined
}

/** The suppression list steps that write to their `list_name` (and so make the list). */
const listWriters: ReadonlySet<string> = new Set(["leadflow-suppressionlist.outbound.add_item", "leadflow-suppressionlist.outbound.is_unique"])

/** Every suppression list step; those that look up (query, is-unique) also read a lookback. */
const listSteps: ReadonlySet<string> = new Set([...listWriters, "leadflow-suppressionlist.outbound.query_item", "leadflow-suppressionlist.outbound.delete_item"])
const listLookups: ReadonlySet<string> = new Set(["leadflow-suppressionlist.outbound.query_item", "leadflow-suppressionlist.outbound.is_unique"])

/** Why a name that is no list of the account (nor one its steps write to) would never act. */
const noListMessage = (normal: string, what: "this check" | "this step") =>
  `The account has no list ${JSON.stringify(normal)}, so ${what} would never match: create it (POST /lists) or name an existing list`

/**
 * The list names (normalised) the suppression list steps anywhere in a flow body write to, into
 * `names`; false when one is a template (or not text), which could name any list.
 */
const addWrittenListNames = (body: unknown, names: Set<string>): boolean => {
  if (Array.isArray(body)) return body.every((item) => addWrittenListNames(item, names))
  if (typeof body !== "object" || body === null) return true
  const node = body as Record<string, unknown>
  if (typeof node["module_id"] === "string" && listWriters.has(node["module_id"]) && Array.isArray(node["mappings"]))
    for (const mapping of node["mappings"] as ReadonlyArray<{ readonly property?: unknown; readonly value?: unknown }>) {
      if (mapping.property !== "list_name") continue
      if (isTemplated(mapping.value)) return false
      // As the step reads them (CSV: `"Bob's List, Unplugged"` is one list); added to under the normal name.
      for (const name of stepListNames(mapping.value).lists) names.add(name)
    }
  return Object.values(node).every((value) => addWrittenListNames(value, names))
}

/**
 * `names` with the list names the account's flows' suppression list steps write to: their drafts',
 * and on a run their deployed versions' too (a draft may have dropped a step its live version still
 * runs). Undefined when one writes to a templated name, which could be any list.
 */
const withWrittenListNames = (accountId: string, purpose: "save" | "run", names: ReadonlySet<string>) =>
  Effect.gen(function* () {
    const flows = yield* Effect.flatMap(Documents, (documents) => documents.list("flows", accountId))
    const bodies = [...flows.map((flow) => flow.body), ...(purpose === "run" ? (yield* deployedBodies(accountId)).values() : [])]
    const known = new Set(names)
    return bodies.every((body) => addWrittenListNames(body, known)) ? known : undefined
  })

/**
 * The problems of a deployed flow about to run (`referenceErrors` with a run's context, whose list
 * names are the account's lists). Only when a list the flow names is not one of them are the lists
 * the account's flows write to read (`withWrittenListNames`), and the flow checked again with them.
 */
export const runReferenceErrors = (flow: Flow, context: ReferenceContext, accountId: string) =>
  Effect.gen(function* () {
    const errors = referenceErrors(flow, context)
    if (Object.keys(errors).length === 0 || context.listNames === undefined) return errors
    return referenceErrors(flow, { ...context, listNames: yield* withWrittenListNames(accountId, "run", context.listNames) })
  })

/**
 * What a flow of the account may reference, for a save (the default) or for a deployed flow about
 * to run (`"run"`). A run checks only that each reference is the account's (a list a list check
 * or a suppression list step reads included, or one of the account's steps writes to): a deleted credential
 * still counts (the spec: flows keep operating as if it existed, while a save must remove the
 * reference), and what a save also refuses but the step itself handles (a credential's type or
 * package, a batch that is gone or takes no records: that step ends in error or failure) does
 * not stop the whole flow's leads. Nor does a feedback setting's problem: each relay checks its
 * own when it runs (`feedbackErrors`), and only that relay ends in error.
 */
export const loadReferenceContext = (accountId: string, purpose: "save" | "run" = "save") =>
  Effect.gen(function* () {
    const documents = yield* Documents
    const runtime = yield* IntegrationRuntime
    const fields = yield* allFields(accountId)
    const entities = yield* visibleEntities(accountId)
    const stored = yield* documents.list("credentials", accountId)
    const live = purpose === "run" ? stored : stored.filter((doc) => !isTombstone(doc))
    const services = yield* documents.list(pricingServicesTable, accountId)
    const batches = yield* documents.list("batches", accountId)
    // List checks and list lookups must name a list: on a save (a typo would silently check
    // nothing), and on a run, so that a list deleted under a deployed flow (in the database, or by
    // a delete racing a deploy) stops its leads instead of letting through all it should suppress.
    // A run reads what the account's flows write only for a flow naming a list the account does
    // not have (`runReferenceErrors`): each compile would read every flow of the account.
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ readonly name: string }>`SELECT name FROM lists WHERE account_id = ${accountId}`.pipe(asStoreError("reading list names"))
    const names = new Set(rows.flatMap((row) => [row.name, normalizeListName(row.name)]))
    const listNames = purpose === "run" ? names : yield* withWrittenListNames(accountId, purpose, names)
    return {
      fieldIds: new Set(fields.map((field) => String(field["id"]))),
      fieldTypes: new Map(fields.map((field) => [String(field["id"]), String(field["type"])])),
      entities: new Map(entities.map((entity) => [String(entity["id"]).toLowerCase(), entity])),
      // Exactly as written: a run looks credentials and batches up by their id as it is.
      credentialIds: new Set(live.map((doc) => doc.id)),
      credentialTypes: new Map(live.map((doc) => [doc.id, String(doc.body["type"])])),
      credentialPackages: new Map(live.map((doc) => [doc.id, String(doc.body["package"] ?? "")])),
      // A stored body may be no object (JSON `null`): that batch takes no records, its step says why at run time.
      batches: new Map(batches.map((doc) => [doc.id, (doc.body as Record<string, unknown> | null)?.["inbound"] !== false])),
      purpose,
      unsendableCredential: (moduleId, id, type) => unsendableCredential(runtime.lookup, moduleId, id, type),
      serviceIds: new Set(services.map((doc) => doc.id.toLowerCase())),
      isInbound: (moduleId) => runtime.inbound(moduleId) !== undefined,
      isOutbound: (moduleId) => runtime.outbound(moduleId) !== undefined,
      requestVariables: (moduleId) => runtime.lookup(moduleId)?.requestVariables.map((variable) => variable.name),
      listNames
    } satisfies ReferenceContext
  })

type Errors = Record<string, Array<string>>

type Mappings = ReadonlyArray<{ readonly property: string; readonly value: unknown }> | undefined

const entityName = (entity: Record<string, unknown>): string => JSON.stringify(entity["name"] ?? entity["id"])

/**
 * For a delivery's mappings: why a property is none of the module's request variables, or
 * `undefined` when it is one (a name, a name under a `prefix.*` wildcard, the step's
 * `timeout_seconds`), or sets a lead value for this delivery (`lead.*`). The integration reads
 * only its variables, so any other property would be accepted and never sent. A pricing service's
 * mappings are checked with it too (`PricingServices.ts`).
 */
export const unknownProperty = (moduleId: string, variables: ReadonlyArray<string> | undefined) => {
  if (variables === undefined) return undefined
  const names = new Set(variables.filter((name) => !name.endsWith(".*")))
  const prefixes = variables.filter((name) => name.endsWith(".*")).map((name) => name.slice(0, -1))
  const settings = variables.join(", ")
  return (property: string): string | undefined => {
    if (names.has(property) || property === "timeout_seconds" || property.startsWith("lead.")) return undefined
    if (prefixes.some((prefix) => property.startsWith(prefix) && property.length > prefix.length)) return undefined
    const near = nearest(property, [...names, ...prefixes.map((prefix) => `${prefix}${property.split(".").slice(1).join(".")}`)])
    return `Not a setting of ${moduleId}: it would never be sent${near === undefined ? "" : ` (did you mean ${near}?)`}. Its settings: ${settings}`
  }
}

/** The candidate within two edits of `text`, if one is. */
const nearest = (text: string, candidates: ReadonlyArray<string>): string | undefined => {
  let best: string | undefined
  let bestDistance = 3
  for (const candidate of candidates) {
    const distance = editDistance(text, candidate, bestDistance)
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return best
}

/** Levenshtein distance, or `limit` once it is at least that. */
const editDistance = (a: string, b: string, limit: number): number => {
  if (Math.abs(a.length - b.length) >= limit) return limit
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1))
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin >= limit) return limit
    previous = current
  }
  return Math.min(previous[b.length] as number, limit)
}

type Add = (path: string, message: string) => void

/** Whether a list name (normalised, or in its older form) is one of `known`. */
const isKnownList = (known: ReadonlySet<string>, normal: string, legacy: string | undefined) =>
  known.has(normal) || (legacy !== undefined && known.has(legacy))

/**
 * The checks of a flow's parts against `context`, each problem reported to `add` by its path into
 * the flow. `knownLists`: the list names a suppression list step may name (undefined: not checked).
 */
const partChecks = (context: ReferenceContext, add: Add, knownLists: ReadonlySet<string> | undefined) => {
  /**
   * A stored credential: known, of a type the module can use (when it says which) and of the
   * module's package (a run leaves both to the step: the engine never hands a module another
   * package's credential, core's `credentialPackageProblem`). A relay looks its credential up
   * among the account's itself, and checks its package the same way (`FeedbackProcessor.ts`).
   */
  const checkCredential = (path: string, id: string, moduleId?: string) => {
    if (context.purpose === "relay") return
    if (!context.credentialIds.has(id)) return add(path, `Unknown credential ${id}`)
    if (moduleId === undefined || context.purpose === "run") return
    const problem = context.unsendableCredential(moduleId, id, context.credentialTypes.get(id))
    if (problem !== undefined) add(path, problem)
    const foreign = foreignCredential(moduleId, id, context.credentialPackages.get(id))
    if (foreign !== undefined) add(path, foreign)
  }
  /**
   * A suppression list step's constant settings, read with the step's own reader (core's
   * `readListNames`, `readListValues`, `readLookback`): a setting it could never use (every lead
   * would skip the step with the reason) is an error at the mapping's value, as is a list name
   * that names no list of the account (nor one its steps write to). A template is read per lead.
   */
  const checkListStep = (path: string, mappings: Mappings, moduleId: string) => {
    if (mappings === undefined) return
    const constant = (property: string) => {
      let found: { readonly at: string; readonly value: unknown } | "templated" | undefined
      mappings.forEach((mapping, j) => {
        if (mapping.property === property) found = isTemplated(mapping.value) ? "templated" : { at: `${path}.${j}.value`, value: mapping.value }
      })
      return found
    }
    mappings.forEach((mapping, j) => {
      if (isTemplated(mapping.value)) return
      const at = `${path}.${j}.value`
      if (mapping.property === "list_name") {
        const read = readListNames(mapping.value)
        if (typeof read === "string") return add(at, read)
        if (knownLists === undefined) return
        for (const normal of read.lists)
          if (!isKnownList(knownLists, normal, read.legacy.get(normal))) add(at, noListMessage(normal, "this step"))
      } else if (mapping.property === "values") {
        const read = readListValues(mapping.value)
        if (typeof read === "string") add(at, read)
      } else if (mapping.property === "lookback" && listLookups.has(moduleId)) {
        const read = readLookback(mapping.value)
        if (typeof read === "string") add(at, read)
      }
    })
    if (!listLookups.has(moduleId)) return
    // The lookback's amount and unit are read together: each is checked with the other as
    // written, or (a template) with the unit that allows the most. Without an amount the step
    // looks at the whole list, and its unit is not read.
    const amount = constant("lookback.value")
    const unit = constant("lookback.interval")
    if (typeof amount === "object") {
      const read = readLookback({ value: amount.value, interval: typeof unit === "object" ? unit.value : unit === "templated" ? "minute" : undefined })
      if (typeof read === "string") add(typeof unit === "object" && read === listRequestMessages.invalidLookbackInterval ? unit.at : amount.at, read)
    }
  }

  /**
   * On a run, only that a suppression list step's constant list names name lists of the account
   * (or ones its steps write to): the step skips a setting it cannot read with the reason itself,
   * but a lookup of a list deleted under the flow would find nothing, and let the lead through.
   */
  const checkListStepNames = (path: string, mappings: Mappings) =>
    mappings?.forEach((mapping, j) => {
      if (mapping.property !== "list_name" || isTemplated(mapping.value) || knownLists === undefined) return
      const read = readListNames(mapping.value)
      if (typeof read === "string") return
      for (const normal of read.lists)
        if (!isKnownList(knownLists, normal, read.legacy.get(normal))) add(`${path}.${j}.value`, noListMessage(normal, "this step"))
    })

  /**
   * A custom delivery's mapping as its `validate` reads it (`@leadflow/integrations`): a
   * `header.*` name that is no header name, and a yes/no or number setting (`follow_redirects`,
   * `send_ascii`, `encode_form_field_names`, `fallback_price`) whose constant value it cannot
   * read, would skip the step on every lead with that reason. A template is read per lead.
   */
  const checkCustomMapping = (at: string, moduleId: string, mapping: { readonly property: string; readonly value: unknown }) => {
    const name = customPropertyProblem(moduleId, mapping.property)
    if (name !== undefined) add(`${at}.property`, name)
    if (isTemplated(mapping.value)) return
    const value = customValueProblem(moduleId, mapping.property, mapping.value)
    if (value !== undefined) add(`${at}.value`, value)
  }

  const checkMappings = (path: string, mappings: Mappings, outboundModule?: string) => {
    const unknown = outboundModule === undefined ? undefined : unknownProperty(outboundModule, context.requestVariables(outboundModule))
    mappings?.forEach((mapping, j) => {
      // The account a step acts for is its flow's; a mapping cannot choose another.
      if (mapping.property === "account" || mapping.property.startsWith("account."))
        add(`${path}.${j}.property`, "A mapping cannot set the account: a step always acts for its flow's account")
      else {
        const problem = unknown?.(mapping.property)
        if (problem !== undefined) add(`${path}.${j}.property`, problem)
        else if (outboundModule !== undefined && context.purpose === "save") checkCustomMapping(`${path}.${j}`, outboundModule, mapping)
      }
      // A literal credential id (a template is resolved per lead and cannot be checked here).
      if (mapping.property === "credential_id" && typeof mapping.value === "string" && OBJECT_ID.test(mapping.value))
        checkCredential(`${path}.${j}.value`, mapping.value, outboundModule)
    })
    if (outboundModule !== undefined && listSteps.has(outboundModule))
      if (context.purpose === "save") checkListStep(path, mappings, outboundModule)
      else if (context.purpose === "run") checkListStepNames(path, mappings)
  }
  /** A batch step's literal `batch_id`: a batch of the account that takes records. */
  const checkBatch = (path: string, mappings: Mappings) =>
    mappings?.forEach((mapping, j) => {
      if (mapping.property !== "batch_id" || typeof mapping.value !== "string" || !OBJECT_ID.test(mapping.value)) return
      const inbound = context.batches.get(mapping.value)
      if (inbound === undefined) add(`${path}.${j}.value`, `Unknown batch ${mapping.value}`)
      else if (!inbound) add(`${path}.${j}.value`, `Batch ${mapping.value} takes no records (its inbound is false)`)
    })
  const checkService = (path: string, config: { readonly service_id: string } | undefined) => {
    if (config !== undefined && !context.serviceIds.has(config.service_id.toLowerCase()))
      add(`${path}.service_id`, `Unknown pricing service ${config.service_id}`)
  }
  /**
   * A source's or step's `feedback`: its module known and one the party's entity allows (the
   * feedback is relayed to, or comes from, that entity), and its mappings checked as a step's are
   * (no `account`, only the module's settings, credentials and batches of the account): a source's
   * feedback integration is called with them when feedback is relayed to it. A save refuses its
   * problems; a deployed flow runs whatever they are (a relay problem must not stop the flow's
   * leads), and each relay checks its setting again when it runs (`feedbackErrors`).
   */
  const checkFeedback = (
    path: string,
    feedback: { readonly integration: { readonly module_id: string; readonly mappings?: Mappings } } | undefined,
    entityId: string
  ) => {
    if (feedback === undefined) return
    const moduleId = feedback.integration.module_id
    const outbound = context.isOutbound(moduleId)
    const known = outbound || context.isInbound(moduleId)
    if (!known) add(`${path}.integration.module_id`, `Unknown integration module ${JSON.stringify(moduleId)}`)
    checkModuleAllowed(path, entityId, moduleId, known, "integration.module_id")
    checkMappings(`${path}.integration.mappings`, feedback.integration.mappings, outbound ? moduleId : undefined)
    if (moduleId === BATCH_APPEND && context.purpose === "save") checkBatch(`${path}.integration.mappings`, feedback.integration.mappings)
  }
  /** Whether the (known) entity allows the module: a non-empty `module_ids` names the only ones it does. */
  const checkModuleAllowed = (path: string, entityId: string, moduleId: string, moduleKnown: boolean, at: string) => {
    const entity = context.entities.get(entityId.toLowerCase())
    if (entity === undefined || !moduleKnown) return
    const allowed = Array.isArray(entity["module_ids"]) ? (entity["module_ids"] as ReadonlyArray<string>) : []
    if (allowed.length > 0 && !allowed.includes(moduleId))
      add(`${path}.${at}`, `Entity ${entityName(entity)} may only be used with the modules ${allowed.join(", ")}, not ${JSON.stringify(moduleId)}`)
  }
  /** The entity of a source or step: known, able to play the part, allowed with the module (its path under the party: `at`). */
  const checkParty = (
    path: string,
    entityId: string,
    part: "source" | "recipient",
    moduleId: string,
    moduleKnown: boolean,
    at = "integration.module_id"
  ) => {
    const entity = context.entities.get(entityId.toLowerCase())
    if (entity === undefined) {
      add(`${path}.entity.id`, `Unknown entity ${entityId}`)
      return
    }
    if (entity[part] === null || entity[part] === undefined)
      add(
        `${path}.entity.id`,
        part === "source"
          ? `Entity ${entityName(entity)} cannot send leads (its source is null)`
          : `Entity ${entityName(entity)} cannot receive leads (its recipient is null)`
      )
    checkModuleAllowed(path, entityId, moduleId, moduleKnown, at)
  }
  return { checkCredential, checkMappings, checkBatch, checkService, checkFeedback, checkModuleAllowed, checkParty }
}

/** The problems of a flow's references, by path into the flow; empty when it is sound. */
export const referenceErrors = (flow: Flow, context: ReferenceContext): Errors => {
  const errors: Errors = {}
  const add = (path: string, message: string) => pushOwn(errors, path, message)
  // The names a list may have: the account's lists, and those any of its flows' steps (this one's
  // included) write to. Undefined when not checked (a run, or a step writes to a templated name).
  let knownLists: Set<string> | undefined
  if (context.listNames !== undefined) {
    knownLists = new Set(context.listNames)
    if (!addWrittenListNames(flow, knownLists)) knownLists = undefined
  }
  const { checkCredential, checkMappings, checkBatch, checkService, checkFeedback, checkModuleAllowed, checkParty } = partChecks(context, add, knownLists)

  // A field that is gone stops a deployed flow too (every lead `error`, naming it): its rules would
  // read the values as text, or not at all, and let leads through. `Fields.remove` refuses to
  // delete a field a flow uses; one deleted before that, or in the database, ends here.
  flow.fields.forEach((id, i) => {
    if (!context.fieldIds.has(id)) add(`fields.${i}`, `Unknown field ${JSON.stringify(id)}`)
  })
  flow.sources.forEach((source, i) => {
    const path = `sources.${i}`
    const moduleId = source.integration.module_id
    const known = context.isInbound(moduleId)
    if (!known) add(`${path}.integration.module_id`, `Unknown inbound integration module ${JSON.stringify(moduleId)}`)
    checkParty(path, source.entity.id, "source", moduleId, known)
    checkMappings(`${path}.integration.mappings`, source.integration.mappings)
    if (source.credential_id !== undefined) checkCredential(`${path}.credential_id`, source.credential_id)
    // A feedback setting is checked by a save, and by each relay when it runs: never by a run.
    if (context.purpose === "save") checkFeedback(`${path}.feedback`, source.feedback, source.entity.id)
    checkService(`${path}.pricing_service`, source.pricing_service)
  })
  // Group members included: each is a recipient step of its own.
  recipientStepsOf(flow.steps).forEach(({ step, path }) => {
    const moduleId = step.integration.module_id
    const known = context.isOutbound(moduleId)
    if (!known) add(`${path}.integration.module_id`, `Unknown outbound integration module ${JSON.stringify(moduleId)}`)
    checkParty(path, step.entity.id, "recipient", moduleId, known)
    checkMappings(`${path}.integration.mappings`, step.integration.mappings, known ? moduleId : undefined)
    if (moduleId === BATCH_APPEND && context.purpose === "save") checkBatch(`${path}.integration.mappings`, step.integration.mappings)
    if (context.purpose === "save") checkFeedback(`${path}.feedback`, step.feedback, step.entity.id)
  })
  // An auction's buyers: a recipient each, with a ping and a post integration.
  flow.steps.forEach((step, i) => {
    if (step.type !== "auction") return
    step.buyers.forEach((buyer, j) => {
      const path = `steps.${i}.buyers.${j}`
      for (const call of ["ping", "post"] as const) {
        const moduleId = buyer[call].module_id
        const known = context.isOutbound(moduleId)
        if (!known) add(`${path}.${call}.module_id`, `Unknown outbound integration module ${JSON.stringify(moduleId)}`)
        checkMappings(`${path}.${call}.mappings`, buyer[call].mappings, known ? moduleId : undefined)
      }
      checkParty(path, buyer.entity.id, "recipient", buyer.post.module_id, context.isOutbound(buyer.post.module_id), "post.module_id")
      // The ping goes to the buyer as well: its module must be one the buyer's entity allows too.
      checkModuleAllowed(path, buyer.entity.id, buyer.ping.module_id, context.isOutbound(buyer.ping.module_id), "ping.module_id")
    })
  })
  // A list check reads its list by name (normalised, or in its older form): an unknown name never
  // matches. On a run too: a list deleted under a deployed flow stops it (see `loadReferenceContext`).
  if (knownLists !== undefined)
    for (const [name, check] of Object.entries(flow.list_checks ?? {})) {
      if (check?.list_name === undefined) continue
      const normal = normalizeListName(check.list_name)
      if (!isKnownList(knownLists, normal, legacyListName(check.list_name))) add(`list_checks.${name}.list_name`, noListMessage(normal, "this check"))
    }
  checkService("pricing_service", flow.pricing_service)
  if (flow.firehose?.credential_id !== undefined) checkCredential("firehose.credential_id", flow.firehose.credential_id)
  for (const [name, service] of Object.entries(flow.firehose?.services ?? {}))
    if (service.credential_id !== undefined) checkCredential(`firehose.services.${name}.credential_id`, service.credential_id)
  return errors
}

/** What a feedback relay checks its feedback setting against when it runs (`feedbackErrors`). */
export interface RelayContext {
  /** The entity of the party the feedback is relayed to, as it is now (undefined: gone). */
  readonly entity: Record<string, unknown> | undefined
  /** The outbound integrations (core's `Integrations`): a relay calls only those. */
  readonly lookup: (moduleId: string) => { readonly requestVariables: ReadonlyArray<{ readonly name: string }> } | undefined
}

const none: ReadonlySet<string> = new Set()

/**
 * The problems of a source's feedback setting (at `path`, its entity `entityId`) as a relay to it
 * checks it before sending, with the save's checks (`checkFeedback`): its module one the entity
 * allows now, no mapping setting the account or a setting the module does not have. The relay
 * checks its credential itself (`FeedbackProcessor.ts`); a batch step checks its batch. A deployed
 * flow is not stopped by these (a save refuses them): only the relay ends in error and sends nothing.
 */
export const feedbackErrors = (
  path: string,
  feedback: { readonly integration: { readonly module_id: string; readonly mappings?: Mappings } },
  entityId: string,
  relay: RelayContext
): Errors => {
  const errors: Errors = {}
  const context: ReferenceContext = {
    purpose: "relay",
    entities: relay.entity === undefined ? new Map() : new Map([[entityId.toLowerCase(), relay.entity]]),
    isOutbound: (moduleId) => relay.lookup(moduleId) !== undefined,
    isInbound: () => false,
    requestVariables: (moduleId) => relay.lookup(moduleId)?.requestVariables.map((variable) => variable.name),
    // Not read by a relay's checks.
    fieldIds: none,
    fieldTypes: new Map(),
    credentialIds: none,
    credentialTypes: new Map(),
    credentialPackages: new Map(),
    unsendableCredential: () => undefined,
    batches: new Map(),
    serviceIds: none,
    listNames: undefined
  }
  partChecks(context, (at, message) => pushOwn(errors, at, message), undefined).checkFeedback(path, feedback, entityId)
  return errors
}

/** Each problem as `path: messages`, on one line. */
export const errorDetails = (errors: Errors): string =>
  Object.entries(errors)
    .map(([path, messages]) => `${path}: ${messages.join(", ")}`)
    .join("; ")

/** One line for the whole set of problems (the flow's `error`). */
export const errorSummary = (errors: Errors): string | undefined => {
  const entries = Object.entries(errors)
  if (entries.length === 0) return undefined
  const count = entries.reduce((n, [, messages]) => n + messages.length, 0)
  return `The flow has ${count} invalid reference${count === 1 ? "" : "s"} (${errorDetails(errors)})`
}

/** The flow with each entity reference's read-only `name` filled in from the entity. */
export const withEntityNames = (flow: Flow, context: ReferenceContext): Flow => {
  const named = <R extends { readonly entity: { readonly id: string; readonly name?: string } }>(part: R): R => {
    const entity = context.entities.get(part.entity.id.toLowerCase())
    return typeof entity?.["name"] === "string" ? { ...part, entity: { ...part.entity, name: entity["name"] } } : part
  }
  return {
    ...flow,
    sources: flow.sources.map(named),
    steps: mapRecipientSteps(flow.steps, named)
  }
}
