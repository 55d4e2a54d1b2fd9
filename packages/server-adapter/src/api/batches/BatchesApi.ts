import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { AddResult } from "../../batch/AddRecord.js"
import { BatchConfig } from "../../batch/BatchConfig.js"
import { BatchFile } from "../../batch/BatchFile.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication, OptionalAuthentication } from "../Security.js"
import { Batch, BatchListParams, DeleteParams, FileListParams, FileRequest, IdPath, RecordBody } from "./BatchSchemas.js"

/**
 * The batch API under `/batch`: batches (collections of leads delivered as files) and their
 * files. Every endpoint needs the API key (HTTP Basic, any username). Adding a record answers
 * an outcome instead of HTTP errors (the spec's rule), so a missing or wrong key there is
 * `201 {outcome: "error"}` and the record is not stored; see `BatchesHttp.ts`.
 */
export class BatchesApi extends HttpApiGroup.make("batches")
  .add(
    HttpApiEndpoint.get("listBatches", "/batches")
      .setUrlParams(BatchListParams)
      .addSuccess(Schema.Array(Batch))
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("createBatch", "/batches")
      .setPayload(BatchConfig)
      .addSuccess(Batch, { status: 201 })
      .middleware(Authentication)
  )
  .add(HttpApiEndpoint.get("getBatch", "/batches/:id").setPath(IdPath).addSuccess(Batch).middleware(Authentication))
  .add(
    HttpApiEndpoint.put("updateBatch", "/batches/:id")
      .setPath(IdPath)
      .setPayload(BatchConfig)
      .addSuccess(Batch)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.del("deleteBatch", "/batches/:id")
      .setPath(IdPath)
      .setUrlParams(DeleteParams)
      .addSuccess(Batch)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("addRecord", "/batches/:id/records")
      .setPath(IdPath)
      .setPayload(RecordBody)
      .addSuccess(AddResult, { status: 201 })
      .middleware(OptionalAuthentication)
      .annotate(
        OpenApi.Description,
        "Add a lead to the batch: outcome success, failure (the batch's inbound is false) or error (authentication problem or server error); 404 for a deleted batch."
      )
  )
  .add(
    HttpApiEndpoint.get("listFiles", "/files")
      .setUrlParams(FileListParams)
      .addSuccess(Schema.Array(BatchFile))
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("createFile", "/files")
      .setPayload(FileRequest)
      .addSuccess(BatchFile, { status: 201 })
      .middleware(Authentication)
      .annotate(OpenApi.Description, "Create a file of the batch's unfiled records and deliver it at once.")
  )
  .add(HttpApiEndpoint.get("getFile", "/files/:id").setPath(IdPath).addSuccess(BatchFile).middleware(Authentication))
  .add(
    HttpApiEndpoint.get("downloadFile", "/files/:id/download")
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
