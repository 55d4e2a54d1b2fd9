/** Storage for the server: one set of repositories on `@effect/sql`, for SQLite and PostgreSQL. */
export {
  clientLayer,
  databaseConfig,
  defaultDatabaseUrl,
  layer as databaseLayer,
  layerFromEnv as databaseLayerFromEnv,
  parseDatabaseUrl,
  sqliteBusyTimeoutMs
} from "./Database.js"
export type { DatabaseConfig, DatabaseOptions } from "./Database.js"
export { DatabaseLimits, databaseTimeoutsFromEnv, defaultDatabaseTimeouts } from "./DatabaseTimeouts.js"
export type { DatabaseTimeouts } from "./DatabaseTimeouts.js"
export { documentTables, migrationsLoader, runMigrations } from "./migrations/index.js"
export type { DocumentTable } from "./migrations/index.js"
export { eventInsertBatchRows, makeSqlEventStore, readLeadEvents, SqlEventStoreLayer } from "./SqlEventStore.js"
export type { StoredEvent } from "./SqlEventStore.js"
export { makeAccountCounters, purgeEndedCounters } from "./SqlCounters.js"
export { CapHoldsSweepLive, leaseLapseAfter, payOwedGiveBacks, sweepLapsedHolds } from "./CapHolds.js"
export { makeAccountSuppressionLists } from "./SqlSuppressionLists.js"
export { sqlStorageLayerFor } from "./SqlStorage.js"
export { makeAccountRotations } from "./SqlRotations.js"
export { makeAccountHeldBids } from "./SqlHeldBids.js"
