import { appendPrefix, compilePath } from "@leadflow/core"
import {
  isHandle,
  isInbound,
  type Appended,
  type HandleIntegration,
  type IntegrationPackage,
  type OutboundIntegration,
  type OutboundRequest,
  type RequestResponseIntegration
} from "../Contract.js"
import { toInboundResponse, type CannedResponse } from "./cannedResponse.js"
import type { CannedAnswers } from "./fakeHttp.js"
import { describeMismatch, findMismatch, type Match } from "./match.js"
import type { Problem } from "./Problem.js"
import { runHandle, type HandleRun } from "./runHandle.js"
import { engineVars } from "./typed.js"

type Vars = Readonly<Record<string, unknown>>

/**
 * A request as a fixture expects it. A `body` that is not a string is compared with the request
 * body parsed as JSON, so JSON deliveries are written as objects.
 */
export interface ExpectedRequest {
  readonly url?: string
  readonly method?: string
  readonly headers?: Readonly<Record<string, string>>
  readonly body?: unknown
  readonly followRedirects?: boolean
  readonly timeout?: number
}

interface FixtureBase {
  /** Shown as the test's name; default `<kind> #<n>`. */
  readonly name?: string
  /** Test data: `{ $type, $raw }` markers and declared typed variables are typed as the engine does. */
  readonly vars: Vars
}

/** `validate(vars)`: a skip reason, or `null` when the integration should run. */
export interface ValidateFixture extends FixtureBase {
  readonly expected: string | null
}

/** `request(vars)`: the outbound request. */
export interface RequestFixture extends FixtureBase {
  readonly expected: ExpectedRequest
  readonly match?: Match
}

/** `response(vars, request(vars), response)`: what gets appended. */
export interface ResponseFixture extends FixtureBase {
  readonly response: CannedResponse
  readonly expected: Appended
  readonly match?: Match
}

/**
 * `handle(vars, { http })` with a fake `Http` giving `responses` in order: what gets appended.
 * A failure with an `IntegrationError` appends `{ outcome: "error", reason }` (under the
 * module's append prefix, when it has one), as the runtime does.
 */
export interface HandleFixture extends FixtureBase {
  readonly responses?: CannedAnswers
  readonly expected: Appended
  readonly match?: Match
  /** The requests `handle` should have sent, in order (each compared like a request fixture). */
  readonly requests?: ReadonlyArray<ExpectedRequest>
}

/** Test cases for one integration, by kind. */
export interface IntegrationFixtures {
  readonly validate?: ReadonlyArray<ValidateFixture>
  readonly request?: ReadonlyArray<RequestFixture>
  readonly response?: ReadonlyArray<ResponseFixture>
  readonly handle?: ReadonlyArray<HandleFixture>
}

/** Fixtures for a package, by module id (`leadflow-acme.outbound.create_lead`). */
export type PackageFixtures = Readonly<Record<string, IntegrationFixtures>>

export type FixtureKind = keyof IntegrationFixtures

/** What one fixture produced: the problems found and, when a comparison failed, the values compared (for a diff). */
export interface FixtureResult {
  readonly problems: ReadonlyArray<Problem>
  readonly diff?: { readonly actual: unknown; readonly expected: unknown }
}

/** One fixture, ready to run (a test framework registers one test per case). */
export interface FixtureCase {
  readonly moduleId: string
  readonly kind: FixtureKind
  readonly name: string
  readonly run: () => Promise<FixtureResult>
}

const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e))

const failed = (where: string, message: string): FixtureResult => ({ problems: [{ where, message }] })

const compared = (where: string, actual: unknown, expected: unknown, match: Match | undefined): FixtureResult => {
  const mismatch = findMismatch(actual, expected, match)
  return mismatch === undefined ? { problems: [] } : { problems: [{ where, message: describeMismatch(mismatch) }], diff: { actual, expected } }
}

/** Several results as one: every problem, and the first diff. */
const merged = (...results: ReadonlyArray<FixtureResult>): FixtureResult => {
  const diff = results.find((r) => r.diff !== undefined)?.diff
  const problems = results.flatMap((r) => r.problems)
  return diff === undefined ? { problems } : { problems, diff }
}

/** The request as a fixture compares it: the body parsed when the fixture writes it as JSON. */
const comparableRequest = (request: OutboundRequest, expected: ExpectedRequest): Readonly<Record<string, unknown>> => {
  if (expected.body === undefined || typeof expected.body === "string" || request.body === undefined) return { ...request }
  try {
    return { ...request, body: JSON.parse(request.body) as unknown }
  } catch {
    return { ...request }
  }
}

const compareRequests = (where: string, actual: ReadonlyArray<OutboundRequest>, expected: ReadonlyArray<ExpectedRequest>, match: Match | undefined): FixtureResult => {
  const comparable = actual.map((request, i) => comparableRequest(request, expected[i] ?? {}))
  return compared(`${where} requests`, comparable, expected, match)
}

const textLeaves = (value: unknown, into: Array<string>): Array<string> => {
  if (typeof value === "string") into.push(value)
  else if (Array.isArray(value)) for (const v of value) textLeaves(v, into)
  else if (value !== null && typeof value === "object") for (const v of Object.values(value)) textLeaves(v, into)
  return into
}

/** Lead data and secrets among the vars: what a reason must never repeat. */
const privateTexts = (integration: OutboundIntegration, vars: Vars): ReadonlyArray<string> => {
  const secretNames = [
    ...(integration.secrets ?? []),
    ...integration.request_variables.filter((v) => v.type === "credential" || v.type === "password").map((v) => v.name)
  ]
  const values = [vars["lead"], ...secretNames.map((name) => compilePath(name)(vars))]
  // Short values ("TX", "yes") occur in ordinary words; six characters is where a match means a leak.
  return [...new Set(textLeaves(values, []).filter((text) => text.trim().length >= 6))]
}

/** The reason of the runtime's `{ outcome: "error", reason }` for a failed handle (under the append prefix, when there is one). */
const failureReason = (integration: OutboundIntegration, appended: Appended): unknown => {
  const prefix = appendPrefix(integration.response_variables)
  return compilePath(prefix === "" ? "reason" : `${prefix}.reason`)(appended)
}

/** What the engine would make of an appended object: the outcome it needs, a reason when not a success, no leaks. */
const appendedProblems = (where: string, integration: OutboundIntegration, vars: Vars, appended: unknown): ReadonlyArray<Problem> => {
  if (appended === null || typeof appended !== "object" || Array.isArray(appended))
    return [{ where, message: `must append an object, got ${JSON.stringify(appended)}` }]
  // Under the module's append prefix (`lookup.outcome`), or at the root.
  const prefix = appendPrefix(integration.response_variables)
  const prefixed = prefix !== "" && compilePath(`${prefix}.outcome`)(appended) !== undefined
  const at = (name: string) => compilePath(prefixed ? `${prefix}.${name}` : name)(appended)
  const outcomeName = prefix === "" ? "outcome" : `${prefix}.outcome`
  const outcome = at("outcome")
  const reason = at("reason")
  const problems: Array<Problem> = []
  if (outcome !== "success" && outcome !== "failure" && outcome !== "error")
    problems.push({ where, message: `${outcomeName} must be success, failure or error, got ${JSON.stringify(outcome)}` })
  else if (outcome !== "success" && (typeof reason !== "string" || reason.trim() === ""))
    problems.push({ where, message: `a ${outcome} needs a reason (the engine would report "unspecified ${outcome}")` })
  problems.push(...reasonLeaks(where, integration, vars, reason))
  return problems
}

/** A reason that repeats lead data or a secret from the vars (reasons are aggregated in reports). */
const reasonLeaks = (where: string, integration: OutboundIntegration, vars: Vars, reason: unknown): ReadonlyArray<Problem> => {
  if (typeof reason !== "string") return []
  const lower = reason.toLowerCase()
  const leaked = privateTexts(integration, vars).find((text) => lower.includes(text.toLowerCase()))
  return leaked === undefined
    ? []
    : [{ where, message: `reason repeats lead data or a secret (${JSON.stringify(leaked)}): keep reasons generic, they are aggregated in reports` }]
}

const runValidate = (where: string, integration: OutboundIntegration, fixture: ValidateFixture): FixtureResult => {
  const vars = engineVars(integration.request_variables, fixture.vars)
  let answer: string | undefined
  try {
    answer = integration.validate?.(vars)
  } catch (e) {
    return failed(where, `validate threw (the engine would record an error): ${errorMessage(e)}`)
  }
  // The engine treats an empty message as "go", like no message.
  return compared(where, answer === undefined || answer === "" ? null : answer, fixture.expected, "exact")
}

const runRequest = (where: string, integration: RequestResponseIntegration, fixture: RequestFixture): FixtureResult => {
  const vars = engineVars(integration.request_variables, fixture.vars)
  let request: OutboundRequest
  try {
    request = integration.request(vars)
  } catch (e) {
    return failed(where, `request threw (the engine would record an error): ${errorMessage(e)}`)
  }
  const unsendable: Array<Problem> = []
  if (typeof request.url !== "string" || request.url === "") unsendable.push({ where, message: `the request has no url (the engine would record an error)` })
  if (typeof request.method !== "string" || request.method === "") unsendable.push({ where, message: `the request has no method (the engine would record an error)` })
  return merged(compared(where, comparableRequest(request, fixture.expected), fixture.expected, fixture.match), { problems: unsendable })
}

const runResponse = (where: string, integration: RequestResponseIntegration, fixture: ResponseFixture): FixtureResult => {
  const vars = engineVars(integration.request_variables, fixture.vars)
  let appended: Appended
  try {
    // The runtime builds the request first and hands it to response; so does the fixture.
    appended = integration.response(vars, integration.request(vars), toInboundResponse(fixture.response))
  } catch (e) {
    return failed(where, `request or response threw (the engine would record an error): ${errorMessage(e)}`)
  }
  return merged(compared(where, appended, fixture.expected, fixture.match), { problems: appendedProblems(where, integration, vars, appended) })
}

const runHandleFixture = async (where: string, integration: HandleIntegration, fixture: HandleFixture): Promise<FixtureResult> => {
  let run: HandleRun
  try {
    run = await runHandle(integration, fixture.vars, fixture.responses)
  } catch (e) {
    return failed(where, errorMessage(e))
  }
  const requests: FixtureResult =
    fixture.requests === undefined ? { problems: [] } : compareRequests(where, run.requests, fixture.requests, fixture.match)
  const vars = engineVars(integration.request_variables, fixture.vars)
  // The runtime's own error shape needs no engine check, and neither does a transport failure of
  // `http.send` passed on as it is; the handle's data does, and so does the reason it failed with.
  const checks = !run.failed
    ? appendedProblems(where, integration, vars, run.appended)
    : run.failedInHttp
      ? []
      : reasonLeaks(where, integration, vars, failureReason(integration, run.appended))
  return merged(compared(where, run.appended, fixture.expected, fixture.match), { problems: checks }, requests)
}

const kinds: ReadonlyArray<FixtureKind> = ["validate", "request", "response", "handle"]

const runnerFor = (
  integration: OutboundIntegration,
  kind: FixtureKind,
  fixture: ValidateFixture | RequestFixture | ResponseFixture | HandleFixture,
  where: string
): FixtureResult | Promise<FixtureResult> => {
  if (kind === "validate") return runValidate(where, integration, fixture as ValidateFixture)
  if (kind === "handle")
    return isHandle(integration)
      ? runHandleFixture(where, integration, fixture as HandleFixture)
      : failed(where, `handle fixtures need a handle integration; this one has request and response`)
  if (isHandle(integration)) return failed(where, `${kind} fixtures need request and response; this integration has handle`)
  return kind === "request"
    ? runRequest(where, integration, fixture as RequestFixture)
    : runResponse(where, integration, fixture as ResponseFixture)
}

/**
 * Every fixture as a case to run. A fixture for a module the package does not have, or of a
 * kind its integration cannot run, becomes a case that reports it.
 */
export const fixtureCases = (pkg: IntegrationPackage, fixtures: PackageFixtures): ReadonlyArray<FixtureCase> => {
  const cases: Array<FixtureCase> = []
  for (const [moduleId, byKind] of Object.entries(fixtures)) {
    const integration = pkg.integrations.find((i) => i.id === moduleId)
    for (const kind of kinds) {
      const list: ReadonlyArray<ValidateFixture | RequestFixture | ResponseFixture | HandleFixture> = byKind[kind] ?? []
      list.forEach((fixture, i) => {
        const name = fixture.name ?? `${kind} #${i + 1}`
        const where = `${moduleId} ${kind} "${name}"`
        const run = async (): Promise<FixtureResult> => {
          if (integration === undefined) return failed(where, `the package has no integration ${moduleId}`)
          if (isInbound(integration)) return failed(where, `fixtures cover outbound integrations only`)
          return runnerFor(integration, kind, fixture, where)
        }
        cases.push({ moduleId, kind, name, run })
      })
    }
  }
  return cases
}

/** Run every fixture and return the problems found (an empty list means they all pass). */
export const runFixtures = async (pkg: IntegrationPackage, fixtures: PackageFixtures): Promise<ReadonlyArray<Problem>> => {
  const problems: Array<Problem> = []
  for (const fixtureCase of fixtureCases(pkg, fixtures)) problems.push(...(await fixtureCase.run()).problems)
  return problems
}
