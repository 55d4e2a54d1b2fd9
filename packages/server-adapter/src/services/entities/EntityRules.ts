import { IntegrationRuntime } from "@leadflow/integrations"
import { Effect } from "effect"
import { customFields } from "../fields/FieldCatalog.js"
import { type EntityKind, suffixOwners, visibleEntities } from "./EntityCatalog.js"
import type { EntityDocument } from "@leadflow/api"
import { pushOwn } from "../OwnMembers.js"

/**
 * What makes an entity document acceptable beyond its shape: a field suffix no other entity
 * (of any account) has, and that the account's custom fields do not depend on when it changes;
 * module ids the server knows; an account entity that stays a source and a recipient; a `see`
 * that names an entity.
 */
export const entityProblems = (
  accountId: string,
  document: typeof EntityDocument.Type,
  existing?: { readonly id: string; readonly kind: EntityKind; readonly body: Record<string, unknown> }
) =>
  Effect.gen(function* () {
    const runtime = yield* IntegrationRuntime
    const errors: Record<string, Array<string>> = {}
    const add = (path: string, message: string) => pushOwn(errors, path, message)

    const suffix = document.field_suffix ?? null
    const previous = typeof existing?.body["field_suffix"] === "string" ? existing.body["field_suffix"] : null
    if (suffix !== null && suffix !== previous) {
      const owners = yield* suffixOwners(suffix)
      if (owners.some((owner) => !(owner.account_id === accountId && owner.id === existing?.id)))
        add("field_suffix", `The field suffix ${JSON.stringify(suffix)} is already used by another entity; field suffixes are unique`)
    }
    if (previous !== null && suffix !== previous) {
      const using = (yield* customFields(accountId))
        .map((field) => String(field["id"]))
        .filter((id) => id.endsWith(`_${previous}`))
      if (using.length > 0)
        add("field_suffix", `Cannot change the field suffix ${JSON.stringify(previous)}: custom fields use it (${using.join(", ")})`)
    }
    document.module_ids.forEach((moduleId, i) => {
      if (runtime.inbound(moduleId) === undefined && runtime.outbound(moduleId) === undefined)
        add(`module_ids.${i}`, `Unknown integration module ${JSON.stringify(moduleId)}`)
    })
    if (existing?.kind === "account") {
      if (document.source === null) add("source", "The account entity is always a lead source")
      if (document.recipient === null) add("recipient", "The account entity is always a lead recipient")
    }
    if (document.see !== undefined) {
      const known = yield* visibleEntities(accountId)
      if (document.see.toLowerCase() === existing?.id) add("see", "An entity cannot be deprecated in favour of itself")
      else if (!known.some((entity) => String(entity["id"]).toLowerCase() === document.see?.toLowerCase()))
        add("see", `Unknown entity ${document.see}`)
    }
    return errors
  })
