import { Metric, MetricBoundaries, MetricLabel } from "effect"

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
  description: "Failures of background work (retries, batch scheduler, purge, firehose), by job"
})

export const retryJobsPending = Metric.gauge("leadflow_retry_jobs_pending", {
  description: "Delivery retries waiting in the jobs table (read at scrape time)"
})

export const retryJobsOldestAgeSeconds = Metric.gauge("leadflow_retry_jobs_oldest_age_seconds", {
  description: "How far past its run time the oldest due retry is, 0 when none is due (read at scrape time)"
})

export const draining = Metric.gauge("leadflow_draining", {
  description: "1 while the process is shutting down and no longer ready"
})

/**
 * The label array of a combination of values, made once: the same array every time is what
 * lets Effect find the metric's hook without hashing. Bounded by the values seen (routes,
 * statuses, flows, integrations).
 */
export class LabelCache {
  private readonly arrays = new Map<string, ReadonlyArray<MetricLabel.MetricLabel>>()
  constructor(private readonly keys: ReadonlyArray<string>) {}

  of(...values: ReadonlyArray<string>): ReadonlyArray<MetricLabel.MetricLabel> {
    const id = values.join("\u0000")
    let labels = this.arrays.get(id)
    if (labels === undefined) {
      labels = this.keys.map((key, i) => MetricLabel.make(key, values[i] ?? ""))
      this.arrays.set(id, labels)
    }
    return labels
  }
}

export const requestLabels = new LabelCache(["route", "method", "status"])
export const requestTimeLabels = new LabelCache(["route", "method"])
export const leadLabels = new LabelCache(["flow", "outcome"])
export const deliveryLabels = new LabelCache(["integration", "outcome"])
export const deliveryTimeLabels = new LabelCache(["integration"])
export const jobLabels = new LabelCache(["job"])

/** Count a failure of background work (`job`: retry, batch_scheduler, purge, firehose). */
export const countBackgroundFailure = (job: string): void => backgroundFailures.unsafeUpdate(1, jobLabels.of(job))
