/**
 * @leadflow/server-adapter: Leadflow as a service. Built so far: storage on SQLite or PostgreSQL
 * (migrations, and the engine's event store, counters and suppression lists on `@effect/sql`).
 */
export * from "./storage/index.js"
