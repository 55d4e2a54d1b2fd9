import { Migrator } from "@effect/sql"
import { Effect } from "effect"
import { eventsCountersLists } from "./0001_events_counters_lists.js"
import { documents, documentTables as firstDocumentTables } from "./0002_documents.js"
import { moreDocuments, moreDocumentTables } from "./0003_more_documents.js"
import { eventsQueries } from "./0004_events_queries.js"
import { reportsFeedback } from "./0005_reports_feedback.js"
import { batches } from "./0006_batches.js"
import { certificates } from "./0007_certificates.js"
import { indexTuning } from "./0008_index_tuning.js"
import { accountScope } from "./0009_account_scope.js"
import { flowVersions } from "./0010_flow_versions.js"
import { pricingServices, pricingServiceTables } from "./0011_pricing_services.js"
import { jobs } from "./0012_jobs.js"
import { apiKeys } from "./0013_api_keys.js"
import { sharedVarsMetricColumns } from "./0014_shared_vars_metric_columns.js"
import { jobKinds } from "./0015_job_kinds.js"
import { certificateGeo } from "./0016_certificate_geo.js"
import { rotations } from "./0017_rotations.js"
import { lists } from "./0018_lists.js"
import { returns, returnTables } from "./0019_returns.js"
import { returnRates } from "./0020_return_rates.js"
import { heldBids } from "./0021_held_bids.js"
import { costRefunds } from "./0022_cost_refunds.js"
import { sharedVarsInEvents } from "./0023_shared_vars_in_events.js"
import { feedbackEventsIndex } from "./0024_feedback_events_index.js"
import { writeCounts } from "./0025_write_counts.js"
import { writeTable } from "./0026_write_table.js"
import { secretCheck } from "./0027_secret_check.js"
import { flowSecrets } from "./0028_flow_secrets.js"
import { eventTemplates } from "./0029_event_templates.js"
import { capHolds } from "./0030_cap_holds.js"
import { certificatePinged } from "./0031_certificate_pinged.js"
import { secretsAtRest } from "./0032_secrets_at_rest.js"

/**
 * Every migration, in order. Bundled as a record (not read from the file system) so the package
 * migrates the same way from source, from dist and inside a bundle. Append; never edit one that
 * has shipped.
 */
export const migrations = {
  "0001_events_counters_lists": eventsCountersLists,
  "0002_documents": documents,
  "0003_more_documents": moreDocuments,
  "0004_events_queries": eventsQueries,
  "0005_reports_feedback": reportsFeedback,
  "0006_batches": batches,
  "0007_certificates": certificates,
  "0008_index_tuning": indexTuning,
  "0009_account_scope": accountScope,
  "0010_flow_versions": flowVersions,
  "0011_pricing_services": pricingServices,
  "0012_jobs": jobs,
  "0013_api_keys": apiKeys,
  "0014_shared_vars_metric_columns": sharedVarsMetricColumns,
  "0015_job_kinds": jobKinds,
  "0016_certificate_geo": certificateGeo,
  "0017_rotations": rotations,
  "0018_lists": lists,
  "0019_returns": returns,
  "0020_return_rates": returnRates,
  "0021_held_bids": heldBids,
  "0022_cost_refunds": costRefunds,
  "0023_shared_vars_in_events": sharedVarsInEvents,
  "0024_feedback_events_index": feedbackEventsIndex,
  "0025_write_counts": writeCounts,
  "0026_write_table": writeTable,
  "0027_secret_check": secretCheck,
  "0028_flow_secrets": flowSecrets,
  "0029_event_templates": eventTemplates,
  "0030_cap_holds": capHolds,
  "0031_certificate_pinged": certificatePinged,
  "0032_secrets_at_rest": secretsAtRest
} as const

export const migrationsLoader = Migrator.fromRecord(migrations)

/**
 * Run the pending migrations on the current `SqlClient`. The generic migrator needs nothing but
 * the client (the dialect migrators also want a shell and a file system to dump the schema).
 */
export const runMigrations = Migrator.make({})({ loader: migrationsLoader }).pipe(Effect.asVoid)

/** Every table of account-owned JSON documents (same columns; see `Documents`). */
export const documentTables = [...firstDocumentTables, ...moreDocumentTables, ...pricingServiceTables, ...returnTables] as const
export type DocumentTable = (typeof documentTables)[number]
