import type { LeadEvent } from "@leadflow/core"
import { Context, Effect, Layer } from "effect"
import { firehoseRootIfSet, rootUnsetMessage, targetDirectory, TargetProblem, writeInto } from "./DirectoryTarget.js"

/**
 * Export of a lead's events by a flow's `firehose` setting, to the built-in directory target:
 * each event as `<root>/<account id>/<bucket>/<prefix>/<lead id>/<event id>.json`, where the root
 * is `LEADFLOW_FIREHOSE_DIR` and the account is the flow's. The directory target is the
 * `services.directory` entry of the setting (`{enabled, bucket: <path under the account's
 * folder>, prefix}`); the legacy flat form and other providers name cloud storage this server
 * does not write to: flows naming them are refused when saved (`FirehoseProviders`), and a
 * setting stored before that is skipped here.
 *
 * The server calls it from the jobs table (`FirehoseJobs`), after a lead's events are stored.
 */

export interface FirehoseExport {
  /** Files written, absolute paths. */
  readonly written: ReadonlyArray<string>
  /** Why nothing was written, when nothing was (disabled, not configured, another provider). */
  readonly skipped?: string
}

export interface FirehoseExporterService {
  /** `LEADFLOW_FIREHOSE_DIR`: without it directory targets are skipped. */
  readonly root: string | undefined
  readonly exportLead: (
    accountId: string,
    firehose: unknown,
    leadId: string,
    events: ReadonlyArray<LeadEvent>
  ) => Effect.Effect<FirehoseExport, TargetProblem>
}

export class FirehoseExporter extends Context.Tag("@leadflow/server-adapter/FirehoseExporter")<
  FirehoseExporter,
  FirehoseExporterService
>() {
  /** An exporter under `root`, or one that skips everything when there is none. */
  static readonly layer = (root: string | undefined) => Layer.succeed(FirehoseExporter, makeFirehoseExporter(root))
  /** The root from `LEADFLOW_FIREHOSE_DIR`. */
  static readonly layerFromEnv = Layer.effect(FirehoseExporter, Effect.map(firehoseRootIfSet, (root) => makeFirehoseExporter(root)))
}

type Json = Record<string, unknown>
const object = (value: unknown): Json | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : undefined

// Ids become path segments: only plain id characters may.
const safeSegment = /^[A-Za-z0-9_-]{1,64}$/

const skipped = (reason: string): FirehoseExport => ({ written: [], skipped: reason })

/** Where a flow's `firehose` setting exports to: its enabled directory target, or why none. */
export const directoryTargetOf = (
  firehose: unknown
): { readonly path: string; readonly prefix?: string } | { readonly skipped: string } => {
  const directory = object(object(object(firehose)?.["services"])?.["directory"])
  if (directory === undefined) return { skipped: "no directory target configured" }
  if (directory["enabled"] !== true) return { skipped: "directory target disabled" }
  const path = typeof directory["bucket"] === "string" ? directory["bucket"] : "."
  return typeof directory["prefix"] === "string" ? { path, prefix: directory["prefix"] } : { path }
}

export const makeFirehoseExporter = (root: string | undefined): FirehoseExporterService => ({
  root,
  exportLead: (accountId, firehose, leadId, events) => {
    const target = directoryTargetOf(firehose)
    if ("skipped" in target) return Effect.succeed(skipped(target.skipped))
    if (root === undefined) return Effect.succeed(skipped(rootUnsetMessage))
    if (!safeSegment.test(leadId)) return Effect.fail(new TargetProblem({ field: "path", message: `unsafe lead id ${leadId}` }))
    return Effect.gen(function* () {
      const leadDir = yield* targetDirectory(root, accountId, target.path, target.prefix, leadId)
      const written: string[] = []
      // Each file's name is its event's id: an export run twice writes the same files again.
      for (const event of events) {
        if (!safeSegment.test(event.id)) continue
        written.push(yield* writeInto(leadDir, `${event.id}.json`, JSON.stringify(event)))
      }
      return { written }
    })
  }
})
