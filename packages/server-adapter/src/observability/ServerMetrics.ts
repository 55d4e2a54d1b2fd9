import { jobKinds } from "@leadflow/api"
import { type Cause, Effect, Metric, MetricBoundaries, MetricLabel } from "effect"

/**
 * The server's metrics, as Effect `Metric`s in the global registry (served at `/metrics` in the
 * Prometheus text format by `PrometheusText`). Hot paths update them with `unsafeUpdate` and a
 * label array cached per label values: Effect caches a metric's hook by the array's identity,
 * so an update is a map lookup and an add, with no fiber and no allocation.
 */

/** Seconds: from a sub-millisecond submission to a buyer that takes its 30 s. */
const latencySeconds = MetricBoundaries.fromIterable([
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30
])

export const httpRequests = Metric.counter("leadflow_http_requests_total", {
  description: "HTTP requests answered, by route template, method and status"
})

export const httpRequestSeconds = Metric.histogram(
  "leadflow_http_request_duration_seconds",
  latencySeconds,
  "Time from a request's arrival to the end of its answer, by route template and method"
)

export const leads = Metric.counter("leadflow_leads_total", {
  description: "Leads submitted, by flow and outcome (success, failure, error)"
})

export const deliveries = Metric.counter("leadflow_deliveries_total", {
  description: "Recipient deliveries (retries included), by integration and outcome"
})

export const deliverySeconds = Metric.histogram(
  "leadflow_delivery_duration_seconds",
  latencySeconds,
  "Time a delivery waited on its recipient (wait_ms), by integration"
)

export const groupCommitLeads = Metric.histogram(
  "leadflow_event_store_commit_leads",
  MetricBoundaries.fromIterable([1, 2, 4, 8, 16, 32, 64, 128, 256, 512]),
  "Leads whose events one group commit wrote"
)

export const groupCommitSeconds = Metric.histogram(
  "leadflow_event_store_commit_duration_seconds",
  MetricBoundaries.fromIterable([0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1]),
  "Time one group commit of the event store took"
)

export const backgroundFailures = Metric.counter("leadflow_background_job_failures_total", {
  description: "Failures of background work (retry, firehose, batch, batch_scheduler, purge, cap_holds), by job"
})

/** Every value of `job` on `leadflow_background_job_failures_total`: the job table's kinds, then the periodic jobs. */
export const backgroundJobs: ReadonlyArray<string> = [...jobKinds, "batch_scheduler", "purge", "cap_holds"]

export const retryJobsPending = Metric.gauge("leadflow_retry_jobs_pending", {
  description: "Delivery retries waiting in the jobs table (read at scrape time)"
})

export const retryJobsOldestAgeSeconds = Metric.gauge("leadflow_retry_jobs_oldest_age_seconds", {
  description: "How far past its run time the oldest due retry is, 0 when none is due (read at scrape time)"
})

export const jobsPending = Metric.gauge("leadflow_jobs_pending", {
  description: "Jobs waiting in the jobs table, by kind: retry, firehose, batch (read at scrape time)"
})

export const jobsOldestAgeSeconds = Metric.gauge("leadflow_jobs_oldest_age_seconds", {
  description: "How far past its run time the oldest due job of a kind is, 0 when none is due (read at scrape time)"
})

export const jobsRunning = Metric.gauge("leadflow_jobs_running", {
  description: "Jobs of a kind some process holds the lease of and is running (read at scrape time)"
})

export const dbPoolConnections = Metric.gauge("leadflow_db_pool_connections", {
  description: "Database connections of this process by state: open, idle (PostgreSQL), max; SQLite keeps one (read at scrape time)"
})

export const dbPoolWaiting = Metric.gauge("leadflow_db_pool_waiting", {
  description: "Queries waiting for a free database connection (PostgreSQL; read at scrape time)"
})

export const draining = Metric.gauge("leadflow_draining", {
  description: "1 while the process is shutting down and no longer ready"
})

/**
 * The label array of a combination of values, made once: the same array every time is what
 * lets Effect find the metric's hook without hashing. Bounded by the values seen (routes,
 * statuses, flows, integrations). Found through one map per value, so that an update on the hot
 * path builds no key string.
 */
export class LabelCache {
  private readonly root: LabelNode = { next: new Map(), labels: undefined }
  constructor(private readonly keys: ReadonlyArray<string>) {}

  of(...values: ReadonlyArray<string>): ReadonlyArray<MetricLabel.MetricLabel> {
    let node = this.root
    for (const value of values) {
      let next = node.next.get(value)
      if (next === undefined) {
        next = { next: new Map(), labels: undefined }
        node.next.set(value, next)
      }
      node = next
    }
    return (node.labels ??= this.keys.map((key, i) => MetricLabel.make(key, values[i] ?? "")))
  }
}

interface LabelNode {
  readonly next: Map<string, LabelNode>
  labels: ReadonlyArray<MetricLabel.MetricLabel> | undefined
}

export const requestLabels = new LabelCache(["route", "method", "status"])
export const requestTimeLabels = new LabelCache(["route", "method"])
export const leadLabels = new LabelCache(["flow", "outcome"])
export const deliveryLabels = new LabelCache(["integration", "outcome"])
export const deliveryTimeLabels = new LabelCache(["integration"])
export const jobLabels = new LabelCache(["job"])
export const jobKindLabels = new LabelCache(["kind"])
export const poolStateLabels = new LabelCache(["state"])

/**
 * The series that exist before anything happens, as Prometheus would have them: the failure
 * counter of every job at 0 (so a rate or an alert on it finds 0, not "no data"), and
 * `leadflow_draining` at 0 (it is 1 once the process shuts down, `Lifecycle`). A counter is added
 * 0: counts already made are kept.
 */
export const exportFromStart = (): void => {
  for (const job of backgroundJobs) backgroundFailures.unsafeUpdate(0, jobLabels.of(job))
  draining.unsafeUpdate(0, [])
}

/** Count a failure of background work (`job`: one of `backgroundJobs`). */
export const countBackgroundFailure = (job: string): void => backgroundFailures.unsafeUpdate(1, jobLabels.of(job))

/** A periodic job's failed run: counted and logged as a warning (the next run tries again). */
export const backgroundFailed =
  (job: string, message: string) =>
  (cause: Cause.Cause<unknown>): Effect.Effect<void> =>
    Effect.zipRight(
      Effect.sync(() => countBackgroundFailure(job)),
      Effect.logWarning(message, cause).pipe(Effect.annotateLogs({ job }))
    )
