/**
 * @leadflow/core: the lead pipeline as a library. Compile a flow once, submit leads through it,
 * read back the outcome, the price and every event. Storage, counters, suppression lists and
 * integrations are Effect services (ports) with in-memory implementations here.
 */
export { Engine, submit, ping, memoryLayer } from "./Engine.js"
export type { EngineServices, MemoryEngineOptions } from "./Engine.js"
export { compileFlow } from "./pipeline/CompiledFlow.js"
export { LOOKBACK_MS } from "./pipeline/ListChecks.js"
export { applyMappings } from "./pipeline/Mappings.js"
export { credentialIdOf } from "./pipeline/CredentialId.js"
export type { CompiledAuction, CompiledBuyer, CompiledFlow, CompiledGroup, CompiledSource, CompiledStep, FieldDefinition } from "./pipeline/CompiledFlow.js"
export { documentStepsOf, mapRecipientSteps, memberIdAt, recipientStepsOf, stepIdAt } from "./pipeline/StepIds.js"
export type { RecipientStepAt } from "./pipeline/StepIds.js"
export { offerOrder, rotationOf } from "./pipeline/Distribution.js"
export { checkSchedule, compileSchedule, OUTSIDE_SCHEDULE } from "./schedule/Schedule.js"
export type { IsOpen, ScheduleIssue } from "./schedule/Schedule.js"
export { flowScheduleIssues } from "./schedule/FlowSchedules.js"
export { flowGroupIssues } from "./pipeline/GroupCheck.js"
export type { GroupIssue } from "./pipeline/GroupCheck.js"
export type { DistributionRecord } from "./pipeline/GroupStep.js"
export type { AuctionSummary, Bid } from "./pipeline/Auction.js"
export { bidRefusals, HeldBids } from "./ports/HeldBids.js"
export type { BidClaim, HeldBid } from "./ports/HeldBids.js"
export { makeMemoryHeldBids, MemoryHeldBidsLayer } from "./memory/MemoryHeldBids.js"
export { flowAuctionIssues } from "./pipeline/AuctionCheck.js"
export { DESTINATION_MODULE_ID } from "./pipeline/Destinations.js"
export type { DestinationInfo } from "./pipeline/Destinations.js"
export type { PingResult, Submission, SubmitResult } from "./pipeline/Submission.js"
export { cleanName, cleanRecord, cleanValue } from "./pipeline/Hygiene.js"
export { timeoutSeconds } from "./pipeline/RecipientStep.js"
export { HANDLER_VERSION, EVENT_VERSION } from "./pipeline/Events.js"
export { PRICING_SERVICE_TIMEOUT_SECONDS } from "./pipeline/PricingServiceCall.js"

export * from "./model/index.js"
export * from "./rules/index.js"
export * from "./template/index.js"
export { compilePath, setPath, assocPath } from "./vars/Path.js"
export { MASK, isAbsoluteUrl, isSecretHeader, isSecretName, maskUrl } from "./secrets/SecretNames.js"
export { compileWindow, isTimeZone } from "./counters/Window.js"
export type { CountingWindow, DurationUnit } from "./counters/Window.js"

export { StoreError } from "./ports/StoreError.js"
export { Counters } from "./ports/Counters.js"
export type { CounterKey, CounterKind, CounterRecord } from "./ports/Counters.js"
export { EventStore } from "./ports/EventStore.js"
export {
  legacyListName,
  SuppressionLists,
  normalizeListName,
  normalizeListValue,
  withLegacyNames
} from "./ports/SuppressionLists.js"
export type { ListQuery } from "./ports/SuppressionLists.js"
export { Integrations, IntegrationError, appendPrefix, packageKey } from "./ports/Integrations.js"
export type { IntegrationHandler, IntegrationResult, InvokeContext, VariableInfo } from "./ports/Integrations.js"
export { Credentials } from "./ports/Credentials.js"
export { PricingServices } from "./ports/PricingServices.js"
export { Rotations } from "./ports/Rotations.js"
export { ReturnRates } from "./ports/ReturnRates.js"
export type { ReturnRate } from "./ports/ReturnRates.js"
export { formatRate, pausedReason, returnRateStatus } from "./pipeline/ReturnRateCheck.js"
export type { ReturnRateRecord } from "./pipeline/ReturnRateCheck.js"
export type { RotationKey } from "./ports/Rotations.js"
export { Ids, objectIdGenerator, idTimestamp, OBJECT_ID } from "./ports/Ids.js"

export { makeMemoryCounters, MemoryCountersLayer } from "./memory/MemoryCounters.js"
export { makeMemoryEventStore, MemoryEventStoreLayer } from "./memory/MemoryEventStore.js"
export type { MemoryEventStore } from "./memory/MemoryEventStore.js"
export { makeMemorySuppressionLists, MemorySuppressionListsLayer } from "./memory/MemorySuppressionLists.js"
export { makeMemoryIntegrations, memoryIntegrationsLayer } from "./memory/MemoryIntegrations.js"
export { memoryCredentialsLayer } from "./memory/MemoryCredentials.js"
export { makeMemoryPricingServices, memoryPricingServicesLayer } from "./memory/MemoryPricingServices.js"
export { makeMemoryRotations, MemoryRotationsLayer } from "./memory/MemoryRotations.js"
