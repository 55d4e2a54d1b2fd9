import { HttpApiBuilder } from "@effect/platform"
import { Layer } from "effect"
import { MainApi } from "@leadflow/api"
import { FlowsLive } from "./flows/FlowsHttp.js"
import { FieldsLive } from "./fields/FieldsHttp.js"
import { EntitiesLive } from "./entities/EntitiesHttp.js"
import { ChangelogsLive } from "./changelogs/ChangelogsHttp.js"
import { CredentialsLive } from "./credentials/CredentialsHttp.js"
import { PackagesLive } from "./packages/PackagesHttp.js"
import { CatalogLive } from "./catalog/CatalogHttp.js"
import { RoutersLive } from "./routers/RoutersHttp.js"
import { EventsLive } from "./events/EventsHttp.js"
import { ReportsLive } from "./reports/ReportsHttp.js"
import { CountersLive } from "./counters/CountersHttp.js"
import { FeedbackLive } from "./feedback/FeedbackHttp.js"
import { LeadsLive } from "./leads/LeadsHttp.js"
import { DestinationsLive } from "./destinations/DestinationsHttp.js"
import { RetriesLive } from "./retries/RetriesHttp.js"
import { JobsLive } from "./jobs/JobsHttp.js"
import { OnboardsLive } from "./onboards/OnboardsHttp.js"
import { FirehoseLive } from "./firehose/FirehoseHttp.js"
import { BatchesLive } from "./batches/BatchesHttp.js"
import { CertificatesLive } from "./certificates/CertificatesHttp.js"
import { ServicesLive } from "./services/ServicesHttp.js"
import { ListsLive } from "./lists/ListsHttp.js"
import { AccountLive } from "./account/AccountHttp.js"

/** Every group's handlers. */
export const GroupsLive = Layer.mergeAll(
  FlowsLive,
  FieldsLive,
  EntitiesLive,
  ChangelogsLive,
  CredentialsLive,
  PackagesLive,
  CatalogLive,
  RoutersLive,
  EventsLive,
  ReportsLive,
  CountersLive,
  FeedbackLive,
  LeadsLive,
  DestinationsLive,
  RetriesLive,
  JobsLive,
  OnboardsLive,
  FirehoseLive,
  BatchesLive,
  CertificatesLive,
  ServicesLive,
  ListsLive,
  AccountLive
)

/** The API with its handlers (services of the handlers still to be provided). */
export const ApiLive = HttpApiBuilder.api(MainApi).pipe(Layer.provide(GroupsLive))
