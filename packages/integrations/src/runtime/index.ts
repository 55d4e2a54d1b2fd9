/**
 * The plugin runtime: runs integration packages for the engine (core's `Integrations` port),
 * with one shared HTTP client, timeouts, redaction of secrets, the SSRF guard, third-party
 * packages loaded by name, and opt-in retries.
 */
export { IntegrationRuntime, makeRuntime, runtimeConfigFromEnv } from "./Runtime.js"
export type { IntegrationRuntimeService, RuntimeConfig, RuntimeError } from "./Runtime.js"
export { makeRegistry, packageProblems, InvalidPackagesError } from "./Registry.js"
export type { IntegrationListing, PackageListing, Registry } from "./Registry.js"
export { loadPlugin, loadPlugins, PluginLoadError } from "./Plugins.js"
export { handlerFor, transactionOf, transactionsOf } from "./Handler.js"
export type { HandlerOptions } from "./Handler.js"
export { makeHttpClient, scopedHttpClient, camelCase, failureReason } from "./Http.js"
export type { Exchange, HttpClient, HttpOptions, SentRequest } from "./Http.js"
export { privateHostsAllowed, setAllowPrivateHosts } from "./PrivateHosts.js"
export { urlProblem, isPublicHost, isPrivateAddress, publicLookup, PrivateAddressError } from "./Ssrf.js"
export type { PublicLookupOptions, Resolve } from "./Ssrf.js"
export { MASK, redactHeaders, redactText, redactUri, requestSecrets, secretNames, secretReader } from "./Redact.js"
export type { SecretReader, Secrets } from "./Redact.js"
export { errorResult, priceOf, resultReader, NO_OUTCOME } from "./Result.js"
export type { ResultReader } from "./Result.js"
export { varsTyper } from "./RequestVars.js"
export type { VarsTyper } from "./RequestVars.js"
export { attemptRetry, makeRetryQueue, RetryQueue, retryJobFrom, retryJobsOf, retryPolicy } from "./Retry.js"
export type { RetryJob, RetryOptions, RetryPolicy, RetryQueueService } from "./Retry.js"
