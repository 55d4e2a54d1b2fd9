import { SqlClient } from "@effect/sql"
import { Engine, Flow, OBJECT_ID, validationErrors, type CompiledFlow, type CompiledSource, type StoreError, type ValidationErrors } from "@leadflow/core"
import type { InboundIntegration } from "@leadflow/integrations"
import { IntegrationRuntime } from "@leadflow/integrations"
import { typeNames, type TypeName } from "@leadflow/types"
import { Effect, Either, Option, Schema } from "effect"
import { Accounts } from "../accounts/Accounts.js"
import { Documents, parseBody } from "../storage/Documents.js"
import { flowSecretOwner, openFlowSecrets } from "../secrets/FlowSecrets.js"
import { SecretBox } from "../secrets/SecretBox.js"
import { asStoreError, toMillis } from "../storage/StoreErrors.js"
import { isStandardField, standardFields } from "../services/fields/StandardFields.js"
import { errorSummary, loadReferenceContext, type ReferenceContext, runReferenceErrors } from "../services/flows/FlowReferences.js"
import { withEntityZones } from "../services/flows/EntityZones.js"

/**
 * Loading a flow for the submission path by its id alone (a submission URL names no account):
 * its deployed version (never the draft being edited), compiled with the account's field types,
 * each source with its inbound integration. A revalidation reads which version is deployed and
 * when, and a stamp of the account's fields, and keeps the compiled flow when neither moved; a
 * deploy or revert in any process moves the first, so every process runs the new version within
 * one revalidation.
 */

export const standardInboundId = "leadflow-standard.inbound"

export interface SourceEntry {
  readonly compiled: CompiledSource
  /** The source's inbound integration (the standard one when its module is unknown). */
  readonly inbound: InboundIntegration
  readonly credentialId: string | undefined
  /**
   * The key the engine finds this very source by (`Submission.sourceId`). Not the source's entity
   * id: sources sharing an entity are told apart by their own ids, and the entity id finds only
   * the last of them.
   */
  readonly engineKey: string
  /**
   * The modules the source's entity allows (its `module_ids` when the flow was loaded; empty: any).
   * A router's own module is checked against it per lead, since the flow's check sees only its own.
   */
  readonly allowedModules: ReadonlyArray<string>
}

interface Stamped {
  readonly flowId: string
  readonly accountId: string
  /** The deployed version and when it was made live (`7@1718000000000`), or `none`. */
  readonly deployment: string
  /** Count and latest change of the account's fields, credentials, entities, pricing services and lists, which the flow compiles against. */
  readonly fieldsStamp: string
}

export interface RunnableFlow extends Stamped {
  readonly kind: "flow"
  readonly account: { readonly id: string; readonly name: string }
  readonly compiled: CompiledFlow
  /** By entity id and by short id. */
  readonly sources: ReadonlyMap<string, SourceEntry>
}

/** A stored flow that does not decode: answered with its problems, never run. */
export interface BrokenFlow extends Stamped {
  readonly kind: "broken"
  readonly errors: ValidationErrors
}

/** A flow that was saved but never deployed: it takes no leads. */
export interface UndeployedFlow extends Stamped {
  readonly kind: "undeployed"
}

export type LoadedFlow = RunnableFlow | BrokenFlow | UndeployedFlow

interface FlowRow {
  readonly account_id: string
  readonly deployed_version: unknown
  readonly deployed_at: unknown
  /** The deployed version's body; null when the flow was never deployed. */
  readonly body: unknown
  readonly field_count: unknown
  readonly fields_updated: unknown
  readonly credentials_stamp: unknown
  readonly entities_stamp: unknown
  readonly services_stamp: unknown
  /** Count and latest creation of the account's lists (a list's `updated_at` moves with each item added). */
  readonly lists_stamp: unknown
}

const flowKeys: ReadonlyArray<string> = Object.keys(Flow.fields)
const decodeFlow = Schema.decodeUnknownEither(Flow, { errors: "all" })
const knownTypes: ReadonlySet<string> = new Set(typeNames)

const problem = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** The members of the flow schema only: read-only extras a writer stores beside them are not the engine's. */
const flowMembers = (body: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const key of flowKeys) if (body[key] !== undefined) out[key] = body[key]
  return out
}

export const makeFlowLoader = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const documents = yield* Documents
  const accounts = yield* Accounts
  const integrations = yield* IntegrationRuntime
  const box = yield* SecretBox
  const referenceServices = yield* Effect.context<Documents | IntegrationRuntime | SqlClient.SqlClient>()
  const standard = integrations.inbound(standardInboundId)
  if (standard === undefined) return yield* Effect.dieMessage(`the ${standardInboundId} integration is not registered`)

  // What a compiled flow depends on beside itself: the account's fields (their types), and its
  // credentials, entities, pricing services and lists (a reference that breaks or is mended changes
  // whether it may run: the run-time reference check, whichever process compiles it, whenever; an
  // entity's time zone is the one its caps count in). Every entity update moves its `updated_at`.
  const stamps = sql`(SELECT COUNT(*) FROM fields WHERE fields.account_id = flows.account_id) AS field_count,
    (SELECT MAX(updated_at) FROM fields WHERE fields.account_id = flows.account_id) AS fields_updated,
    (SELECT COUNT(*) || ':' || COALESCE(MAX(updated_at), 0) FROM credentials WHERE credentials.account_id = flows.account_id) AS credentials_stamp,
    (SELECT COUNT(*) || ':' || COALESCE(MAX(updated_at), 0) FROM entities WHERE entities.account_id = flows.account_id) AS entities_stamp,
    (SELECT COUNT(*) || ':' || COALESCE(MAX(updated_at), 0) FROM pricing_services WHERE pricing_services.account_id = flows.account_id) AS services_stamp,
    (SELECT COUNT(*) || ':' || COALESCE(MAX(created_at), 0) FROM lists WHERE lists.account_id = flows.account_id) AS lists_stamp`
  // The deployed version's body, not the draft's.
  const columns = sql`flows.account_id, flows.deployed_version, flows.deployed_at, v.body, ${stamps} FROM flows
    LEFT JOIN flow_versions v ON v.account_id = flows.account_id AND v.flow_id = flows.id AND v.version = flows.deployed_version`
  // The first lookup knows only the id; later ones use the primary key (account_id, id).
  const select = (flowId: string, accountId: string | undefined) =>
    accountId === undefined
      ? sql<FlowRow>`SELECT ${columns} WHERE flows.id = ${flowId}`
      : sql<FlowRow>`SELECT ${columns} WHERE flows.account_id = ${accountId} AND flows.id = ${flowId}`

  const fieldTypes = (accountId: string) =>
    Effect.map(documents.list("fields", accountId), (stored) => {
      // The standard catalogue first; an account's own field of the same id wins. Every other id
      // is a custom field, which rules and templates also read without a prefix.
      const fields: Array<{ readonly id: string; readonly type: TypeName; readonly standard: boolean }> = []
      const all: ReadonlyArray<Readonly<Record<string, unknown>>> = [
        ...standardFields,
        ...stored.map((doc): Record<string, unknown> => ({ ...doc.body, id: doc.id }))
      ]
      for (const field of all) {
        const type = field["type"]
        if (typeof type === "string" && knownTypes.has(type))
          fields.push({ id: String(field["id"]), type: type as TypeName, standard: isStandardField(String(field["id"])) })
      }
      return fields
    })
  const accountName = (accountId: string) =>
    Effect.map(accounts.get(accountId), (account) => Option.match(account, { onNone: () => "", onSome: (a) => a.name }))

  const sourcesOf = (compiled: CompiledFlow, context: ReferenceContext): ReadonlyMap<string, SourceEntry> => {
    const entries = new Map<string, SourceEntry>()
    const made = new Map<CompiledSource, SourceEntry>()
    for (const [key, source] of compiled.sources) {
      let entry = made.get(source)
      if (entry === undefined) {
        const allowed = context.entities.get(source.source.entity.id.toLowerCase())?.["module_ids"]
        entry = {
          compiled: source,
          inbound: integrations.inbound(source.moduleId) ?? standard,
          credentialId: source.source.credential_id,
          engineKey: key,
          allowedModules: Array.isArray(allowed) ? allowed.filter((id): id is string => typeof id === "string") : []
        }
        made.set(source, entry)
      }
      entries.set(key, entry)
    }
    // The submission path lower-cases an object id (`parseSubmissionPath`): an entity id written
    // in upper case in the flow is found by its lower-case form too. Short ids keep their case.
    for (const [key, entry] of [...entries])
      if (OBJECT_ID.test(key) && !entries.has(key.toLowerCase())) entries.set(key.toLowerCase(), entry)
    return entries
  }

  const compile = (row: FlowRow, stamped: Stamped) =>
    Effect.gen(function* () {
      // Secrets typed into its mappings are stored sealed: the flow runs with them opened.
      const opened = yield* Effect.either(openFlowSecrets(parseBody(row.body), flowSecretOwner(stamped.accountId, stamped.flowId), box))
      if (Either.isLeft(opened))
        return { ...stamped, kind: "broken", errors: { "": [`a secret in its mappings cannot be opened: ${opened.left.message}`] } } satisfies BrokenFlow
      const decoded = decodeFlow(flowMembers(opened.right))
      if (Either.isLeft(decoded)) return { ...stamped, kind: "broken", errors: validationErrors(decoded.left) } satisfies BrokenFlow
      const context = yield* Effect.provide(loadReferenceContext(stamped.accountId, "run"), referenceServices)
      // Its entity references' time zones are the entities' now (caps count in them), whatever
      // the deployed document says: an entity's change moves the stamp, so it is compiled again.
      const zoned = withEntityZones(decoded.right, context.entities)
      const flow: Flow = zoned.id === undefined ? { ...zoned, id: stamped.flowId as Flow["id"] & string } : zoned
      const fields = yield* fieldTypes(stamped.accountId)
      const name = yield* accountName(stamped.accountId)
      let compiled: CompiledFlow
      try {
        compiled = Engine.compile(flow, fields)
      } catch (error) {
        // The schema let it through but it does not compile: answered like an invalid flow.
        return { ...stamped, kind: "broken", errors: { "": [problem(error)] } } satisfies BrokenFlow
      }
      // A flow whose references are broken (a credential, entity, list or module it names does
      // not exist in its account) may not run: its leads end in error and nothing is sent.
      const referenceProblems = errorSummary(yield* Effect.provide(runReferenceErrors(flow, context, stamped.accountId), referenceServices))
      if (referenceProblems !== undefined) compiled = Engine.block(compiled, `${referenceProblems}: it takes no leads until they are fixed`)
      return {
        ...stamped,
        kind: "flow",
        account: { id: stamped.accountId, name },
        compiled,
        sources: sourcesOf(compiled, context)
      } satisfies RunnableFlow
    })

  /** The flow (the previous value when nothing changed), or undefined when there is none. */
  return (flowId: string, previous: LoadedFlow | undefined): Effect.Effect<LoadedFlow | undefined, StoreError> =>
    select(flowId, previous?.accountId).pipe(
      asStoreError(`reading flow ${flowId}`),
      Effect.flatMap((rows) => {
        const row = rows[0]
        if (row === undefined) return Effect.succeed(undefined)
        const deployed = row.deployed_version !== null && row.body !== null
        const stamped: Stamped = {
          flowId,
          accountId: row.account_id,
          deployment: deployed ? `${Number(row.deployed_version)}@${toMillis(row.deployed_at)}` : "none",
          fieldsStamp: `${Number(row.field_count)}:${row.fields_updated === null ? "" : toMillis(row.fields_updated)}/${String(row.credentials_stamp)}/${String(row.entities_stamp)}/${String(row.services_stamp)}/${String(row.lists_stamp)}`
        }
        if (previous !== undefined && previous.deployment === stamped.deployment && previous.fieldsStamp === stamped.fieldsStamp)
          return Effect.succeed(previous)
        if (!deployed) return Effect.succeed({ ...stamped, kind: "undeployed" } satisfies UndeployedFlow)
        return compile(row, stamped)
      })
    )
})
