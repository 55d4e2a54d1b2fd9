import type { Firehose } from "@leadflow/core"

/**
 * The firehose providers this server writes to: only a local directory (`services.directory`,
 * see `FirehoseExporter`). A flow naming any other (the spec's flat form, which names an S3
 * bucket, or another entry under `services`) is refused when saved, naming them, rather than
 * accepted and never written.
 */

export const supportedProviders: ReadonlyArray<string> = ["directory"]

const unsupported = (what: string): string =>
  `${what} is not supported: this server exports events only to a local directory (firehose.services.directory: {enabled, bucket, prefix})`

/** Per path, why the flow's firehose setting cannot be kept; undefined when it can. */
export const firehoseProviderErrors = (firehose: Firehose | undefined): Record<string, Array<string>> | undefined => {
  if (firehose === undefined) return undefined
  const errors: Record<string, Array<string>> = {}
  if (firehose.services === undefined) {
    if (firehose.bucket !== undefined || firehose.credential_id !== undefined || firehose.enabled !== undefined)
      errors["firehose"] = [unsupported("The flat form (an S3 bucket)")]
  } else
    for (const name of Object.keys(firehose.services))
      if (!supportedProviders.includes(name)) errors[`firehose.services.${name}`] = [unsupported(`The provider ${JSON.stringify(name)}`)]
  return Object.keys(errors).length === 0 ? undefined : errors
}
