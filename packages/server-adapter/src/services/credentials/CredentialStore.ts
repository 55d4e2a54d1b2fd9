import { SqlClient } from "@effect/sql"
import { Credential, type Credentials, StoreError } from "@leadflow/core"
import { Context, Effect, Either, Layer, Schema } from "effect"
import { SecretBox } from "../../secrets/SecretBox.js"
import { type DocumentRow, toDocument } from "../../storage/Documents.js"
import { asStoreError } from "../../storage/StoreErrors.js"
import { toClear } from "./CredentialRecord.js"

/**
 * Stored credentials in clear, for the engine: a step that maps `credential_id` gets the
 * credential decrypted. Deleted credentials that flows still referenced are found too (the spec:
 * "flows keep operating as if it existed"); the API no longer shows them.
 */

export interface CredentialVaultService {
  /**
   * The credential `id` of `accountId` in clear. There is no lookup by id alone: another
   * account's credential is not found, exactly like one that does not exist.
   */
  readonly get: (accountId: string, id: string) => Effect.Effect<Credential | undefined, StoreError>
}

export class CredentialVault extends Context.Tag("@leadflow/server-adapter/CredentialVault")<
  CredentialVault,
  CredentialVaultService
>() {}

const decodeCredential = Schema.decodeUnknownEither(Credential)

export const makeCredentialVault = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const box = yield* SecretBox
  const get: CredentialVaultService["get"] = (accountId, id) =>
    Effect.gen(function* () {
      const rows = yield* sql<DocumentRow>`SELECT * FROM credentials WHERE account_id = ${accountId} AND id = ${id}`.pipe(
        asStoreError(`reading credential ${id}`)
      )
      const row = rows[0]
      if (row === undefined) return undefined
      const clear = yield* toClear(box, toDocument(row)).pipe(
        Effect.mapError((error) => new StoreError({ message: `credential ${id}: ${error.message}`, cause: error }))
      )
      return yield* Either.match(decodeCredential(clear), {
        onLeft: (error) => Effect.fail(new StoreError({ message: `credential ${id} is not valid`, cause: error })),
        onRight: Effect.succeed
      })
    })
  return CredentialVault.of({ get })
})

/** The vault over the server's database and secret. */
export const CredentialVaultLive: Layer.Layer<CredentialVault, never, SqlClient.SqlClient | SecretBox> = Layer.effect(
  CredentialVault,
  makeCredentialVault
)

/** Core's `Credentials` port for one account (what a submission of that account's flow gets). */
export const accountCredentials = (vault: CredentialVaultService, accountId: string): Credentials["Type"] => ({
  get: (id) => vault.get(accountId, id)
})
