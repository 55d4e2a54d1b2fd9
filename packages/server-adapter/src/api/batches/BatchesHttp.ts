import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { CurrentAccount, KeyOutOfScope, MainApi, maybeCaller } from "@leadflow/api"
import { Effect } from "effect"
import { Batches } from "../../services/batches/Batches.js"
import { orUnavailable } from "../StoreFailures.js"

/** Handlers of the `batches` group (the batch API under `/batch`). */
export const BatchesLive = HttpApiBuilder.group(MainApi, "batches", (handlers) =>
  Effect.gen(function* () {
    const batches = yield* Batches
    const forAccount = <A, E>(f: (accountId: string) => Effect.Effect<A, E>) =>
      orUnavailable(Effect.flatMap(CurrentAccount, (account) => f(account.id)))
    return handlers
      .handle("listBatches", ({ urlParams }) => forAccount((account) => batches.list(account, urlParams)))
      .handle("createBatch", ({ payload }) => forAccount((account) => batches.create(account, payload)))
      .handle("getBatch", ({ path }) => forAccount((account) => batches.get(account, path.id)))
      .handle("updateBatch", ({ path, payload }) => forAccount((account) => batches.update(account, path.id, payload)))
      .handle("deleteBatch", ({ path, urlParams }) => forAccount((account) => batches.remove(account, path.id, urlParams)))
      .handle("addRecord", ({ path, payload }) =>
        // Provided by the endpoint's OptionalAuthentication (read as an option: the endpoint-level
        // middleware's service is not taken off the handler's requirements by the types). Checked
        // before the batch, so that a caller without a key learns nothing about batch ids. The
        // answer is an outcome (the spec's rule for this endpoint): a good key of a scope that may
        // not add records says so, naming its scope, as the 403 of every other endpoint does.
        Effect.flatMap(maybeCaller, (caller) =>
          caller === undefined
            ? Effect.succeed({ outcome: "error", reason: "authentication failed: API key is missing, incorrect or wrongly specified" } as const)
            : caller instanceof KeyOutOfScope
              ? Effect.succeed({ outcome: "error", reason: caller.refusal } as const)
              : batches.addRecord(caller.id, path.id, payload)
        )
      )
      .handle("listFiles", ({ urlParams }) => forAccount((account) => batches.files(account, urlParams)))
      .handle("createFile", ({ payload }) => forAccount((account) => batches.createFile(account, payload)))
      .handle("getFile", ({ path }) => forAccount((account) => batches.file(account, path.id)))
      .handle("downloadFile", ({ path }) =>
        forAccount((account) =>
          Effect.map(batches.download(account, path.id), ({ file, content }) =>
            HttpServerResponse.stream(content, {
              contentType: file.content_type,
              contentLength: file.size,
              headers: { "content-disposition": `attachment; filename="${file.name}"` }
            })
          )
        )
      )
  })
)
