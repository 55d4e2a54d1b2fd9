import { Schema } from "effect"

/**
 * `/firehose`: check a storage target by writing a test file. The reference's operation is a
 * GET with S3 credentials in the query; this server's built-in target is a directory, so the
 * query (or a POST body) names the directory (`path`, or `bucket` as the flows' setting calls
 * it) and an optional `prefix`, both relative to the account's folder under
 * `LEADFLOW_FIREHOSE_DIR`. The file is `<root>/<account id>/<path>/<prefix>/leadflow-test-<random>.json`.
 */
const target = {
  type: Schema.optionalWith(Schema.Literal("directory"), { exact: true }),
  path: Schema.optionalWith(Schema.String, { exact: true }),
  bucket: Schema.optionalWith(Schema.String, { exact: true }),
  prefix: Schema.optionalWith(Schema.String, { exact: true })
}

// Other members (the reference's S3 `access_key_id`, `secret_access_key`, `credential_id`, a
// region) are refused by name: a check that wrote a file without them would tell the caller
// credentials work that were never used.
const strict = { parseOptions: { errors: "all", onExcessProperty: "error" } } as const

export const FirehoseQuery = Schema.Struct(target).annotations(strict)
export const FirehoseTarget = Schema.Struct(target).annotations({ identifier: "FirehoseTarget", ...strict })

/** Success: the test file's ETag (an MD5 of its content, as S3 gives it) and where it was written, within the account's folder (`<path>/<prefix>/leadflow-test-<random>.json`). */
export const FirehoseResult = Schema.Struct({
  ETag: Schema.String,
  file: Schema.String
}).annotations({ identifier: "FirehoseResult" })
