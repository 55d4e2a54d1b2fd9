import { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { Clock, Effect, Option } from "effect"
import { parseBody } from "./Documents.js"
import { asStoreError, toMillis } from "./StoreErrors.js"
import { storableJson } from "./StorableJson.js"

/**
 * Deployed versions of flows (`flow_versions`, migration 0010). A flow's row in `flows` is its
 * draft; deploying copies a draft version's body here and points the flow's `deployed_version`
 * at it. Submissions read the body the pointer names, so every process runs the same version,
 * and a revert only moves the pointer back to a version deployed before. Every read and write
 * names the account.
 */

/** Which version of a flow is live, and since when (ms). */
export interface Deployment {
  readonly version: number
  readonly deployedAt: number
}

/** A version that was deployed once, and whether it is the live one. */
export interface DeployedVersion {
  /** The draft version it was. */
  readonly version: number
  /** When it was first deployed (ms). */
  readonly deployedAt: number
  readonly live: boolean
}

const deploymentOf = (version: unknown, deployedAt: unknown): Option.Option<Deployment> =>
  version === null || version === undefined
    ? Option.none()
    : Option.some({ version: Number(version), deployedAt: toMillis(deployedAt) })

/**
 * Make `version` of the flow, whose body is `body`, the live version. The body is the draft the
 * caller read and checked (a save meanwhile does not slip an unchecked draft in). None when the
 * flow is gone.
 */
export const deployVersion = (
  accountId: string,
  flowId: string,
  version: number,
  body: Record<string, unknown>,
  now: number
): Effect.Effect<Option.Option<Deployment>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql
      .withTransaction(
        Effect.gen(function* () {
          yield* sql`INSERT INTO flow_versions ${sql.insert({
            account_id: accountId,
            flow_id: flowId,
            version,
            body: storableJson(JSON.stringify(body)),
            deployed_at: now
          })} ON CONFLICT (account_id, flow_id, version) DO UPDATE SET body = excluded.body`
          const rows = yield* sql<{ readonly id: string }>`UPDATE flows SET deployed_version = ${version}, deployed_at = ${now}
            WHERE account_id = ${accountId} AND id = ${flowId} RETURNING id`
          return rows.length === 0 ? Option.none() : Option.some({ version, deployedAt: now })
        })
      )
      .pipe(asStoreError(`deploying flow ${flowId}`))
  )

/**
 * Deploy the flow's current draft as it stands, unchecked: for fixtures, the starter flow and
 * other flows the server writes itself. None when there is no such flow.
 */
export const deployFlow = (accountId: string, flowId: string): Effect.Effect<Option.Option<Deployment>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.gen(function* () {
      const rows = yield* sql<{ readonly version: unknown; readonly body: unknown }>`SELECT version, body FROM flows
        WHERE account_id = ${accountId} AND id = ${flowId}`.pipe(asStoreError(`reading flow ${flowId}`))
      const row = rows[0]
      if (row === undefined) return Option.none()
      return yield* deployVersion(accountId, flowId, Number(row.version), parseBody(row.body), yield* Clock.currentTimeMillis)
    })
  )

/** Make an earlier deployed version live again. None when the flow or that version does not exist. */
export const revertToVersion = (
  accountId: string,
  flowId: string,
  version: number,
  now: number
): Effect.Effect<Option.Option<Deployment>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ readonly id: string }>`UPDATE flows SET deployed_version = ${version}, deployed_at = ${now}
      WHERE account_id = ${accountId} AND id = ${flowId} AND EXISTS (
        SELECT 1 FROM flow_versions v WHERE v.account_id = ${accountId} AND v.flow_id = ${flowId} AND v.version = ${version})
      RETURNING id`.pipe(
      Effect.map((rows) => (rows.length === 0 ? Option.none<Deployment>() : Option.some({ version, deployedAt: now }))),
      asStoreError(`reverting flow ${flowId}`)
    )
  )

/** The live version of each of the account's deployed flows, by flow id. */
export const deployments = (accountId: string): Effect.Effect<ReadonlyMap<string, Deployment>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ readonly id: string; readonly deployed_version: unknown; readonly deployed_at: unknown }>`SELECT id, deployed_version, deployed_at
      FROM flows WHERE account_id = ${accountId} AND deployed_version IS NOT NULL`.pipe(
      Effect.map(
        (rows) =>
          new Map(rows.flatMap((row) => Option.toArray(Option.map(deploymentOf(row.deployed_version, row.deployed_at), (d) => [row.id, d] as const))))
      ),
      asStoreError("reading deployed flows")
    )
  )

/** The live version of one flow, if it was ever deployed. */
export const deploymentOfFlow = (accountId: string, flowId: string): Effect.Effect<Option.Option<Deployment>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ readonly deployed_version: unknown; readonly deployed_at: unknown }>`SELECT deployed_version, deployed_at
      FROM flows WHERE account_id = ${accountId} AND id = ${flowId}`.pipe(
      Effect.map((rows) => (rows[0] === undefined ? Option.none() : deploymentOf(rows[0].deployed_version, rows[0].deployed_at))),
      asStoreError(`reading flow ${flowId}`)
    )
  )

/** Every version of the flow that was deployed, newest first. */
export const deployedVersions = (
  accountId: string,
  flowId: string
): Effect.Effect<ReadonlyArray<DeployedVersion>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ readonly version: unknown; readonly deployed_at: unknown; readonly live: unknown }>`SELECT v.version, v.deployed_at,
      CASE WHEN f.deployed_version = v.version THEN 1 ELSE 0 END AS live
      FROM flow_versions v JOIN flows f ON f.account_id = v.account_id AND f.id = v.flow_id
      WHERE v.account_id = ${accountId} AND v.flow_id = ${flowId} ORDER BY v.version DESC`.pipe(
      Effect.map((rows) =>
        rows.map((row) => ({ version: Number(row.version), deployedAt: toMillis(row.deployed_at), live: Number(row.live) === 1 }))
      ),
      asStoreError(`listing versions of flow ${flowId}`)
    )
  )

/** The body of a deployed version. */
export const deployedBody = (
  accountId: string,
  flowId: string,
  version: number
): Effect.Effect<Option.Option<Record<string, unknown>>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ readonly body: unknown }>`SELECT body FROM flow_versions
      WHERE account_id = ${accountId} AND flow_id = ${flowId} AND version = ${version}`.pipe(
      Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => parseBody(row.body))),
      asStoreError(`reading version ${version} of flow ${flowId}`)
    )
  )

/** The live (deployed) body of each of the account's deployed flows, by flow id: one query. */
export const deployedBodies = (accountId: string): Effect.Effect<ReadonlyMap<string, Record<string, unknown>>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ readonly id: string; readonly body: unknown }>`SELECT f.id AS id, v.body AS body FROM flows f
      JOIN flow_versions v ON v.account_id = f.account_id AND v.flow_id = f.id AND v.version = f.deployed_version
      WHERE f.account_id = ${accountId}`.pipe(
      Effect.map((rows) => new Map(rows.map((row) => [row.id, parseBody(row.body)] as const))),
      asStoreError("reading deployed flows")
    )
  )

/** Forget a flow's deployed versions (the flow is deleted; its id may be used again by its account). */
export const removeVersions = (accountId: string, flowId: string): Effect.Effect<void, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`DELETE FROM flow_versions WHERE account_id = ${accountId} AND flow_id = ${flowId}`.pipe(
      Effect.asVoid,
      asStoreError(`removing versions of flow ${flowId}`)
    )
  )
