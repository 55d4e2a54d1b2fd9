import type { Firehose } from "@leadflow/core"
import { relativePathProblem } from "../../files/AccountDirectory.js"
import { rootUnsetMessage } from "./DirectoryTarget.js"

/**
 * The firehose providers this server writes to: only a local directory (`services.directory`,
 * see `FirehoseExporter`), and only when the operator set `LEADFLOW_FIREHOSE_DIR`. A flow naming
 * any other (the spec's flat form, which names an S3 bucket, or another entry under `services`),
 * flat members next to `services`, a directory target with a credential or connection string,
 * or an enabled directory target on a server without the root is refused when saved, naming
 * them, rather than accepted and never written.
 */

export const supportedProviders: ReadonlyArray<string> = ["directory"]

const unsupported = (what: string): string =>
  `${what} is not supported: this server exports events only to a local directory (firehose.services.directory: {enabled, bucket, prefix})`

const flatMembers = ["credential_id", "bucket", "prefix", "enabled"] as const
const directoryOnlyMembers = ["credential_id", "connection_string"] as const

/**
 * Per path, why the flow's firehose setting cannot be kept; undefined when it can. `root` is
 * `LEADFLOW_FIREHOSE_DIR` (undefined when unset).
 */
export const firehoseProviderErrors = (firehose: Firehose | undefined, root: string | undefined): Record<string, Array<string>> | undefined => {
  if (firehose === undefined) return undefined
  const errors: Record<string, Array<string>> = {}
  if (firehose.services === undefined) {
    if (firehose.bucket !== undefined || firehose.credential_id !== undefined || firehose.enabled !== undefined)
      errors["firehose"] = [unsupported("The flat form (an S3 bucket)")]
  } else {
    for (const key of flatMembers)
      if (firehose[key] !== undefined)
        errors[`firehose.${key}`] = [`${unsupported("The flat form (an S3 bucket)")}; with services, configure the directory under firehose.services.directory`]
    for (const [name, service] of Object.entries(firehose.services)) {
      if (!supportedProviders.includes(name)) {
        errors[`firehose.services.${name}`] = [unsupported(`The provider ${JSON.stringify(name)}`)]
        continue
      }
      for (const key of directoryOnlyMembers)
        if (service[key] !== undefined)
          errors[`firehose.services.${name}.${key}`] = [`is not used by a directory target (it takes enabled, bucket and prefix)`]
      if (service.enabled && root === undefined) errors[`firehose.services.${name}.enabled`] = [rootUnsetMessage]
      // The paths the exporter would refuse at every lead (`targetDirectory`), refused now.
      const bucketProblem = service.bucket === undefined ? undefined : relativePathProblem(service.bucket)
      if (bucketProblem !== undefined) errors[`firehose.services.${name}.bucket`] = [bucketProblem]
      const prefix = (service.prefix ?? "").replace(/^\/+|\/+$/g, "")
      const prefixProblem = prefix === "" ? undefined : relativePathProblem(prefix)
      if (prefixProblem !== undefined) errors[`firehose.services.${name}.prefix`] = [prefixProblem]
    }
  }
  return Object.keys(errors).length === 0 ? undefined : errors
}
