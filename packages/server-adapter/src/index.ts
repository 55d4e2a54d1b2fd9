/**
 * @leadflow/server-adapter: Leadflow as a service. The HTTP API (main, batch and certificate
 * APIs) on `@effect/platform`, lead submission on a lean `node:http` path, storage on SQLite or
 * PostgreSQL through `@effect/sql`, and the `leadflow` CLI (`src/cli/main.ts`).
 */
export { appLayer, servicesLayer } from "./server/AppLayer.js"
export type { AppOptions } from "./server/AppLayer.js"
export { ServerConfig, serverOptionsFromEnv, defaultPort } from "./server/ServerConfig.js"
export type { ServerOptions } from "./server/ServerConfig.js"
export { HttpServerInfo, HttpServerLive } from "./server/Server.js"
export type { ListeningServer } from "./server/Server.js"
export { MainApi } from "./api/MainApi.js"
export { Accounts, generateApiKey, hashApiKey, plans } from "./accounts/Accounts.js"
export type { Account, CreatedAccount, Plan } from "./accounts/Accounts.js"
export { Documents, SqlDocumentsLayer, StaleVersion } from "./storage/Documents.js"
export type { StoredDocument, ListOptions } from "./storage/Documents.js"
export * from "./storage/index.js"
