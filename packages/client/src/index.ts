/**
 * @leadflow/client: a typed client of Leadflow's whole HTTP API (main, batch and certificate
 * APIs, lead submission), derived from the definition in `@leadflow/api`.
 *
 * - Effect: `makeLeadflowClient(options)` (needs an `HttpClient`), or the `Leadflow` service with
 *   `Leadflow.layer(options)` / `Leadflow.layerFetch(options)`.
 * - Promises: `createLeadflowClient({ baseUrl, apiKey, timeoutMs?, fetch? })`; failures reject
 *   with a `LeadflowApiError` (status and body); each method takes `{ signal }` to abort it.
 *
 * Path parameters are percent-encoded, each as one segment; calls time out after `timeoutMs`
 * (default 30 s).
 */
export { basicAuthorization, defaultTimeoutMs, Leadflow, makeLeadflowClient } from "./LeadflowClient.js"
export type { ApiErrors, ApiGroups, LeadflowClient, LeadflowClientOptions } from "./LeadflowClient.js"
export { createLeadflowClient } from "./PromiseClient.js"
export type { CallOptions, CreateLeadflowClientOptions, LeadflowPromiseClient, PromiseGroup, PromiseMethod } from "./PromiseClient.js"
export { LeadflowApiError } from "./LeadflowApiError.js"
