import { HttpApi, OpenApi } from "@effect/platform"
import { BadRequest, NotFound, ServiceUnavailable, ValidationFailed } from "./Errors.js"
import { FlowsApi } from "./flows/FlowsApi.js"
import { FieldsApi } from "./fields/FieldsApi.js"
import { EntitiesApi } from "./entities/EntitiesApi.js"
import { ChangelogsApi } from "./changelogs/ChangelogsApi.js"
import { CredentialsApi } from "./credentials/CredentialsApi.js"
import { PackagesApi } from "./packages/PackagesApi.js"
import { CatalogApi } from "./catalog/CatalogApi.js"
import { RoutersApi } from "./routers/RoutersApi.js"
import { EventsApi } from "./events/EventsApi.js"
import { ReportsApi } from "./reports/ReportsApi.js"
import { CountersApi } from "./counters/CountersApi.js"
import { FeedbackApi } from "./feedback/FeedbackApi.js"
import { LeadsApi } from "./leads/LeadsApi.js"
import { DestinationsApi } from "./destinations/DestinationsApi.js"
import { RetriesApi } from "./retries/RetriesApi.js"
import { JobsApi } from "./jobs/JobsApi.js"
import { OnboardsApi } from "./onboards/OnboardsApi.js"
import { FirehoseApi } from "./firehose/FirehoseApi.js"
import { BatchesApi } from "./batches/BatchesApi.js"
import { CertificatesApi } from "./certificates/CertificatesApi.js"
import { ServicesApi } from "./services/ServicesApi.js"
import { ListsApi } from "./lists/ListsApi.js"
import { AccountApi } from "./account/AccountApi.js"

/**
 * The whole HTTP interface as one `HttpApi`: the main API at `/`, the batch API under `/batch`
 * and the certificate API under `/cert`, one group per resource. The OpenAPI document at
 * `/openapi.json` and the page at `/docs` are generated from it. (Lead submission is served
 * beside it by a lean `node:http` handler; see the server adapter.)
 */
export class MainApi extends HttpApi.make("leadflow")
  .add(FlowsApi)
  .add(FieldsApi)
  .add(EntitiesApi)
  .add(ChangelogsApi)
  .add(CredentialsApi)
  .add(PackagesApi)
  .add(CatalogApi)
  .add(RoutersApi)
  .add(EventsApi)
  .add(ReportsApi)
  .add(CountersApi)
  .add(FeedbackApi)
  .add(LeadsApi)
  .add(DestinationsApi)
  .add(RetriesApi)
  .add(JobsApi)
  .add(OnboardsApi)
  .add(FirehoseApi)
  .add(BatchesApi)
  .add(CertificatesApi)
  .add(ServicesApi)
  .add(ListsApi)
  .add(AccountApi)
  .addError(ValidationFailed)
  .addError(BadRequest)
  .addError(NotFound)
  .addError(ServiceUnavailable)
  .annotate(OpenApi.Title, "Leadflow")
  .annotate(OpenApi.Version, "1.0.1")
  .annotate(
    OpenApi.Description,
    "The lead-processing API: flows, fields, entities, credentials, packages, events, reports, the batch API (/batch) and the certificate API (/cert)."
  ) {}
