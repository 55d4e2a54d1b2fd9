import { SqlClient } from "@effect/sql"
import { IntegrationRuntime } from "@leadflow/integrations"
import { MASK } from "@leadflow/core"
import { Clock, Effect, Layer } from "effect"
import { type DocumentRow, parseBody } from "../storage/Documents.js"
import { storableJson } from "../storage/StorableJson.js"
import { clearSecretsOf, declaredSecretsOf, flowSecretOwner, mapStrings, pricingServiceSecretOwner, sealFlowSecrets } from "./FlowSecrets.js"
import { SecretBox } from "./SecretBox.js"

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * Once per database, at start: flows stored before their mapping secrets were sealed
 * (`FlowSecrets.ts`) get them sealed in the draft and in every deployed version, pricing services
 * in theirs, and the flows' changelogs get every such secret replaced by `****` wherever it appears (a change's previous
 * and current values, the revision, the delta). Versions and times are left as they are: the
 * flows are what they were, only stored differently. A flow a user saves meanwhile is sealed by
 * its save (the draft's update is guarded by its version).
 */
export const sealStoredFlowSecrets = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const done = yield* sql<{ readonly id: number }>`SELECT id FROM flow_secrets_sealed WHERE id = 1`
  if (done.length > 0) return
  const box = yield* SecretBox
  const runtime = yield* IntegrationRuntime
  const declared = declaredSecretsOf(runtime.lookup)
  // The secrets found, by flow (`account/flow`), to mask in its changelogs.
  const secrets = new Map<string, Set<string>>()
  const found = (accountId: string, flowId: string, body: Json) => {
    const values = clearSecretsOf(body, declared)
    if (values.length === 0) return
    const key = `${accountId}/${flowId}`
    const set = secrets.get(key) ?? new Set<string>()
    for (const value of values) set.add(value)
    secrets.set(key, set)
  }
  const sealedWith = (owner: string, body: Json): Json | undefined => {
    const result = sealFlowSecrets(body, undefined, declared, (plain) => box.seal(plain, owner), "leave")
    return "body" in result && JSON.stringify(result.body) !== JSON.stringify(body) ? result.body : undefined
  }
  const sealed = (accountId: string, flowId: string, body: Json): Json | undefined => {
    found(accountId, flowId, body)
    return sealedWith(flowSecretOwner(accountId, flowId), body)
  }

  for (const row of yield* sql<DocumentRow>`SELECT * FROM flows`) {
    const body = sealed(row.account_id, row.id, parseBody(row.body))
    if (body !== undefined)
      yield* sql`UPDATE flows SET body = ${storableJson(JSON.stringify(body))}
        WHERE account_id = ${row.account_id} AND id = ${row.id} AND version = ${Number(row.version)}`
  }
  const versions = yield* sql<{ readonly account_id: string; readonly flow_id: string; readonly version: unknown; readonly body: unknown }>`
    SELECT account_id, flow_id, version, body FROM flow_versions`
  for (const row of versions) {
    const body = sealed(row.account_id, row.flow_id, parseBody(row.body))
    if (body !== undefined)
      yield* sql`UPDATE flow_versions SET body = ${storableJson(JSON.stringify(body))}
        WHERE account_id = ${row.account_id} AND flow_id = ${row.flow_id} AND version = ${Number(row.version)}`
  }
  for (const row of yield* sql<DocumentRow>`SELECT * FROM pricing_services`) {
    const body = sealedWith(pricingServiceSecretOwner(row.account_id, row.id), parseBody(row.body))
    if (body !== undefined)
      yield* sql`UPDATE pricing_services SET body = ${storableJson(JSON.stringify(body))}
        WHERE account_id = ${row.account_id} AND id = ${row.id} AND version = ${Number(row.version)}`
  }
  // A deleted flow's secrets are only in its changelogs: each revision is read first.
  const changelogs = (yield* sql<DocumentRow>`SELECT * FROM changelogs`).flatMap((row) => {
    const body = parseBody(row.body)
    const revision = body["current_revision"]
    if (body["type"] !== "flow" || !isObject(revision) || typeof revision["id"] !== "string") return []
    found(row.account_id, revision["id"], revision)
    return [{ row, body, flowId: revision["id"] }]
  })
  for (const { row, body, flowId } of changelogs) {
    const held = secrets.get(`${row.account_id}/${flowId}`)
    if (held === undefined) continue
    const masked = mapStrings(body, (text) => (held.has(text) ? MASK : text))
    if (masked !== body)
      yield* sql`UPDATE changelogs SET body = ${storableJson(JSON.stringify(masked))}
        WHERE account_id = ${row.account_id} AND id = ${row.id}`
  }
  const now = yield* Clock.currentTimeMillis
  yield* sql.onDialectOrElse({
    pg: () => sql`INSERT INTO flow_secrets_sealed (id, done_at) VALUES (1, ${now}) ON CONFLICT (id) DO NOTHING`,
    orElse: () => sql`INSERT OR IGNORE INTO flow_secrets_sealed (id, done_at) VALUES (1, ${now})`
  })
}).pipe(Effect.withSpan("sealStoredFlowSecrets"))

export const flowSecretsUpgradeLayer = Layer.effectDiscard(sealStoredFlowSecrets)
