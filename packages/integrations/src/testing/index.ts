/**
 * @leadflow/integrations/testing: test an integration package without a server.
 *
 * - `checkPackage(pkg)`: the problems the engine would meet (metadata, ids, variables, style, validate).
 * - fixtures as data (`validate`, `request`, `response`, `handle` cases) run by `runFixtures`, or
 *   registered as tests by `describePackage(pkg, fixtures)`.
 * - `typed` / `engineVars`: plain test data typed as the engine types it (`{ $type, $raw }` markers).
 * - `fakeHttp`: the runtime's HTTP client for `handle` integrations, answering from canned responses;
 *   `runHandle` runs a handle integration with it, as the runtime would.
 *
 * Walk-through: docs/writing-an-integration.md.
 */
export { checkPackage } from "./checkPackage.js"
export { formatProblems, type Problem } from "./Problem.js"
export { variableTypes } from "./variableTypes.js"
export { typed, engineVars, type TypedMarker } from "./typed.js"
export { camelCaseHeader, toInboundResponse, type CannedResponse } from "./cannedResponse.js"
export { fakeHttp, type CannedAnswer, type CannedAnswers, type FakeHttp } from "./fakeHttp.js"
export { runHandle, type HandleRun } from "./runHandle.js"
export { findMismatch, describeMismatch, type Match, type Mismatch } from "./match.js"
export {
  fixtureCases,
  runFixtures,
  type ExpectedRequest,
  type FixtureCase,
  type FixtureKind,
  type FixtureResult,
  type HandleFixture,
  type IntegrationFixtures,
  type PackageFixtures,
  type RequestFixture,
  type ResponseFixture,
  type ValidateFixture
} from "./fixtures.js"
export { describePackage, PackageCheckError, type TestApi } from "./describePackage.js"
