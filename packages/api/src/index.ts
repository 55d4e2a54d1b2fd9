/**
 * @leadflow/api: Leadflow's HTTP interface as data. `MainApi` is the whole `HttpApi` (the main
 * API at `/`, the batch API under `/batch`, the certificate API under `/cert`), one group per
 * resource, with the schemas of every request and answer, the errors and the security
 * middleware tags. The server (`@leadflow/server-adapter`) implements it; a client derives from
 * it (`HttpApiClient.make(MainApi)`) and an OpenAPI document is generated from it
 * (`OpenApi.fromApi(MainApi)`). It depends only on effect, @effect/platform and Leadflow's core.
 */
export * from "./MainApi.js"
export * from "./LeadflowApi.js"
export * from "./ApiDescription.js"
export * from "./Errors.js"
export * from "./Security.js"
export * from "./CurrentAccount.js"
export * from "./Account.js"
export * from "./Negotiation.js"
export * from "./Instant.js"

// batches
export * from "./batches/AddResult.js"
export * from "./batches/BatchConfig.js"
export * from "./batches/BatchFile.js"
export * from "./batches/BatchSchemas.js"
export * from "./batches/BatchesApi.js"

// catalog
export * from "./catalog/CatalogApi.js"
export * from "./catalog/TypeView.js"
export * from "./catalog/Var.js"

// certificates
export * from "./certificates/Capture.js"
export * from "./certificates/CertErrors.js"
export * from "./certificates/CertificatesApi.js"
export * from "./certificates/PingResponse.js"

// changelogs
export * from "./changelogs/ChangelogParams.js"
export * from "./changelogs/ChangelogSchema.js"
export * from "./changelogs/ChangelogsApi.js"

// counters
export * from "./counters/BsonId.js"
export * from "./counters/CounterSchemas.js"
export * from "./counters/CountersApi.js"

// credentials
export * from "./credentials/CredentialsApi.js"

// destinations
export * from "./destinations/DestinationSchemas.js"
export * from "./destinations/DestinationsApi.js"

// entities
export * from "./entities/EntitiesApi.js"
export * from "./entities/EntitySchemas.js"

// events
export * from "./events/EventFilter.js"
export * from "./events/EventsApi.js"
export * from "./events/EventsSchemas.js"
export * from "./events/FunnelStep.js"
export * from "./events/IntervalName.js"

// feedback
export * from "./feedback/FeedbackApi.js"
export * from "./feedback/FeedbackSchemas.js"

// fields
export * from "./fields/FieldSchemas.js"
export * from "./fields/FieldsApi.js"

// firehose
export * from "./firehose/FirehoseApi.js"
export * from "./firehose/FirehoseSchemas.js"

// flows
export * from "./flows/DocumentPayload.js"
export * from "./flows/FlowSchemas.js"
export * from "./flows/FlowsApi.js"

// leads
export * from "./leads/LeadSchemas.js"
export * from "./leads/LeadsApi.js"

// lists
export * from "./lists/ListSchemas.js"
export * from "./lists/ListsApi.js"

// onboards
export * from "./onboards/OnboardSchemas.js"
export * from "./onboards/OnboardsApi.js"

// packages
export * from "./packages/PackageView.js"
export * from "./packages/PackagesApi.js"

// reports
export * from "./reports/Columns.js"
export * from "./reports/Report.js"
export * from "./reports/ReportsApi.js"
export * from "./reports/RunResult.js"

// retries
export * from "./retries/RetriesApi.js"
export * from "./jobs/JobsApi.js"
export * from "./account/AccountApi.js"
export * from "./account/KeyScope.js"

// routers
export * from "./routers/Router.js"
export * from "./routers/RoutersApi.js"

// services
export * from "./services/ServiceSchemas.js"
export * from "./services/ServicesApi.js"

// submission (served beside MainApi; documented and in the client through LeadflowApi)
export * from "./submission/SubmissionSchemas.js"
export * from "./submission/SubmissionApi.js"
