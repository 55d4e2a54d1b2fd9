import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { AddResult } from "./AddResult.js"
import { BatchConfig } from "./BatchConfig.js"
import { BatchFile } from "./BatchFile.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication, OptionalAuthentication } from "../Security.js"
import { Batch, BatchListParams, ReadableBatch, DeleteParams, FileListParams, FileRequest, IdPath, RecordBody } from "./BatchSchemas.js"

/**
 * The batch API under `/batch`: batches (collections of leads delivered as files) and their
 * files. Every endpoint needs the API key (HTTP Basic, any username). Adding a record answers
 * an outcome instead of HTTP errors (the spec's rule), so a missing or wrong key there, or a key
 * whose scope may not add records (its `reason` names the scope), is `201 {outcome: "error"}` and
 * the record is not stored; see `BatchesHttp.ts`.
 */
export class BatchesApi extends HttpApiGroup.make("batches")
  .add(
    HttpApiEndpoint.get("listBatches", "/batches")
      .annotate(OpenApi.Summary, "List batches")
      .annotate(OpenApi.Description, "The account's batches (collections of leads delivered as files), filtered by the query. A batch whose stored configuration this version no longer reads (stored by an older one: a delivery method it does not have, a required member missing) is listed with the members that read and `errors` by path (and `error`, the same in one line); it takes no records and makes no files until a PUT replaces its configuration.")
      .setUrlParams(BatchListParams)
      .addSuccess(Schema.Array(Batch))
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("createBatch", "/batches")
      .annotate(OpenApi.Summary, "Create a batch")
      .annotate(OpenApi.Description, "A batch's configuration: file `format` (csv, tsv, pipe, jsonl), `columns` (templates over the lead), whether leads may be added (`inbound`), `delivery` (download, directory, http) and its schedule. 422 with `errors` per member (a delimited format without columns, a bad template, a schedule that never comes round, a delivery header that cannot be sent). Secret delivery header values are answered `****`; sent back so, they keep the stored value while the delivery URL keeps its origin (scheme, host, port): to another origin, send the values again (422 under `delivery.headers.<name>` otherwise).")
      .setPayload(BatchConfig)
      // A batch just saved reads. (Batch, a union, would share its members' status with every endpoint answering it: Effect caches them by member.)
      .addSuccess(ReadableBatch, { status: 201 })
      .middleware(Authentication)
  )
  .add(HttpApiEndpoint.get("getBatch", "/batches/:id")
      .annotate(OpenApi.Summary, "Get a batch")
      .annotate(OpenApi.Description, "One batch by id. 404 for an unknown or deleted batch. One whose stored configuration this version no longer reads is answered with the members that read and `errors` by path.").setPath(IdPath).addSuccess(Batch).middleware(Authentication))
  .add(
    HttpApiEndpoint.put("updateBatch", "/batches/:id")
      .annotate(OpenApi.Summary, "Update a batch")
      .annotate(OpenApi.Description, "Replaces the batch's configuration (one whose stored configuration no longer reads too); records already added stay. A secret header sent back `****` keeps the stored value only for a delivery URL of the stored one's origin.")
      .setPath(IdPath)
      .setPayload(BatchConfig)
      .addSuccess(ReadableBatch)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.del("deleteBatch", "/batches/:id")
      .annotate(OpenApi.Summary, "Delete a batch")
      .annotate(OpenApi.Description, "Answers the batch as it was; records can no longer be added (404).")
      .setPath(IdPath)
      .setUrlParams(DeleteParams)
      .addSuccess(Batch)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("addRecord", "/batches/:id/records")
      .annotate(OpenApi.Summary, "Add a lead to a batch")
      .setPath(IdPath)
      .setPayload(RecordBody)
      .addSuccess(AddResult, { status: 201 })
      .middleware(OptionalAuthentication)
      .annotate(
        OpenApi.Description,
        "Add a lead to the batch: outcome success, failure (the batch's inbound is false) or error (authentication problem, including a key whose scope may not add records, a batch whose stored configuration this version no longer reads, or server error); 404 for a deleted batch."
      )
  )
  .add(
    HttpApiEndpoint.get("listFiles", "/files")
      .annotate(OpenApi.Summary, "List batch files")
      .annotate(OpenApi.Description, "The files made of the account's batches, filtered by the query (a batch, a time range).")
      .setUrlParams(FileListParams)
      .addSuccess(Schema.Array(BatchFile))
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("createFile", "/files")
      .annotate(OpenApi.Summary, "Make a batch file now")
      .setPayload(FileRequest)
      .addSuccess(BatchFile, { status: 201 })
      .middleware(Authentication)
      .annotate(OpenApi.Description, "Create a file of the batch's unfiled records and deliver it at once.")
  )
  .add(HttpApiEndpoint.get("getFile", "/files/:id")
      .annotate(OpenApi.Summary, "Get a batch file")
      .annotate(OpenApi.Description, "One file's record: its batch, record count, delivery state. 404 for an unknown id.").setPath(IdPath).addSuccess(BatchFile).middleware(Authentication))
  .add(
    HttpApiEndpoint.get("downloadFile", "/files/:id/download")
      .annotate(OpenApi.Summary, "Download a batch file")
      .setPath(IdPath)
      .addSuccess(HttpApiSchema.Text({ contentType: "text/csv" }))
      .middleware(Authentication)
      .annotate(
        OpenApi.Description,
        "The file's content, streamed: text/csv, text/tab-separated-values, text/plain (pipe) or application/x-ndjson."
      )
  )
  .prefix("/batch")
  .middleware(Negotiation) {}
