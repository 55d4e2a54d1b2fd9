import type { SqlClient } from "@effect/sql"
import { type Credentials, maskUrl } from "@leadflow/core"
import { IntegrationRuntime } from "@leadflow/integrations"
import { Clock, Effect, Stream } from "effect"
import type { BatchFile, Delivery, DeliveryResult } from "@leadflow/api"
import { SecretBox } from "../secrets/SecretBox.js"
import { batchSecretOwner, openHeaders } from "./BatchSecrets.js"
import { openUrl } from "./SealedUrl.js"
import { deliverByHttp } from "./DeliverByHttp.js"
import { deliverToDirectory } from "./DeliverToDirectory.js"
import { contentStream } from "./FileContents.js"

/**
 * Deliver a written file by its batch's method. Never fails: how it went is the file's
 * `delivery` (success, or failure/error with a reason). `download` needs nothing more: the file
 * waits at `GET /batch/files/{id}/download`.
 */
export const deliver = (
  accountId: string,
  file: BatchFile,
  delivery: Delivery
): Effect.Effect<DeliveryResult, never, SqlClient.SqlClient | IntegrationRuntime | Credentials | SecretBox> =>
  Effect.gen(function* () {
    const sql = yield* Effect.context<SqlClient.SqlClient>()
    const content = contentStream(accountId, file.id).pipe(Stream.provideContext(sql))
    const stamp = (result: Omit<DeliveryResult, "delivered_at">) =>
      Effect.map(Clock.currentTimeMillis, (now): DeliveryResult => ({ ...result, delivered_at: new Date(now).toISOString() }))
    switch (delivery.method) {
      case "download":
        return yield* stamp({ method: "download", outcome: "success" })
      case "directory": {
        return yield* deliverToDirectory(accountId, delivery.path, file.name, content).pipe(
          Effect.match({
            onSuccess: (path) => ({ method: "directory", outcome: "success", location: path }) as const,
            onFailure: ({ outcome, reason }) => ({ method: "directory", outcome, reason, location: delivery.path }) as const
          }),
          Effect.flatMap(stamp)
        )
      }
      case "http": {
        const runtime = yield* IntegrationRuntime
        const box = yield* SecretBox
        const owner = batchSecretOwner(accountId, file.batch_id)
        // Secret header values and URL secrets are stored sealed (`BatchSecrets.ts`): sent opened.
        const headers = yield* Effect.either(openHeaders(delivery.headers, owner, box))
        const url = yield* Effect.either(openUrl(delivery.url, owner, box))
        if (headers._tag === "Left" || url._tag === "Left")
          return yield* stamp({
            method: "http",
            location: maskUrl(delivery.url),
            outcome: "error",
            reason: `a secret ${headers._tag === "Left" ? "header" : "of the URL"} of the batch cannot be opened (LEADFLOW_SECRET differs from the one it was sealed with): save the batch's ${headers._tag === "Left" ? "headers" : "URL"} again`
          })
        const result = yield* deliverByHttp(
          {
            url: url.right,
            credentialId: delivery.credential_id,
            headers: headers.right,
            allowPrivateHosts: runtime.http.allowPrivateHosts
          },
          {
            name: file.name,
            contentType: file.content_type,
            size: file.size,
            headers: { "X-Batch-Id": file.batch_id, "X-Batch-File-Id": file.id },
            content
          }
        )
        return yield* stamp({ method: "http", location: maskUrl(delivery.url), ...result })
      }
    }
  })
