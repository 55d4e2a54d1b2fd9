import { Layer } from "effect"
import { EventsPurgeLive } from "../events/Purge.js"
import { CapHoldsSweepLive } from "../storage/CapHolds.js"
import { Batches } from "./batches/Batches.js"
import { Catalog } from "./catalog/Catalog.js"
import { Certificates } from "./certificates/Certificates.js"
import { Changelogs } from "./changelogs/Changelogs.js"
import { CounterReadings } from "./counters/CounterReadings.js"
import { Credentials } from "./credentials/Credentials.js"
import { Destinations } from "./destinations/Destinations.js"
import { Entities } from "./entities/Entities.js"
import { EventMetrics } from "./events/EventMetrics.js"
import { Events } from "./events/Events.js"
import { Feedback } from "./feedback/Feedback.js"
import { Fields } from "./fields/Fields.js"
import { Firehose } from "./firehose/Firehose.js"
import { Flows } from "./flows/Flows.js"
import { Leads } from "./leads/Leads.js"
import { Onboards } from "./onboards/Onboards.js"
import { Packages } from "./packages/Packages.js"
import { PricingServices } from "./pricingServices/PricingServices.js"
import { Reports } from "./reports/Reports.js"
import { Retries } from "./retries/Retries.js"
import { Jobs } from "./jobs/Jobs.js"
import { Lists } from "./lists/Lists.js"
import { AccountKeys } from "./account/AccountKeys.js"
import { Routers } from "./routers/Routers.js"
import { Submissions } from "./submissions/Submissions.js"

/**
 * Every resource service, each over the storage ports and the engine's caches (which the layer
 * below provides): what the HTTP handlers call, and what an embedder calls in process. Beside
 * them, the hourly purge of expired events, so that an embedded Leadflow keeps its retention too,
 * and the sweep giving back the cap counts held by a process that stopped (`CapHolds.ts`).
 */
export const ResourcesLive = Layer.mergeAll(
  Flows.Default,
  Submissions.Default,
  Events.Default,
  EventMetrics.Default,
  Reports.Default,
  CounterReadings.Default,
  Changelogs.Default,
  Destinations.Default,
  Retries.Default,
  Jobs.Default,
  Lists.Default,
  AccountKeys.Default,
  Feedback.Default,
  Leads.Default,
  Packages.Default,
  Catalog.Default,
  Fields.Default,
  Entities.Default,
  Credentials.Default,
  Onboards.Default,
  Routers.Default,
  PricingServices.Default,
  Batches.Default,
  Certificates.Default,
  Firehose.Default,
  EventsPurgeLive,
  CapHoldsSweepLive
)

/** The services `ResourcesLive` builds. */
export type ResourceServices = Layer.Layer.Success<typeof ResourcesLive>
