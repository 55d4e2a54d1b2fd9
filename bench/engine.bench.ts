/**
 * `npm run bench:engine`
 * 1. A representative flow through `Engine.submit` (9 typed fields, 3 source mappings, a 10-rule
 *    acceptance criteria, flow pricing, one flow cap, 3 filter steps, 2 recipient steps on an
 *    in-process plugin, in-memory ports), against a hand-written straight-line function doing
 *    the same work. Target: ≤ 2x.
 * 2. The same 10 conditions compiled by the rules engine, against the same conditions
 *    hand-written (target ≤ 10x) and against json-rules-engine (target ≥ 100x faster).
 */
import { randomBytes } from "node:crypto"
import { Effect, ManagedRuntime, Schema } from "effect"
import { Engine as RulesEngine } from "json-rules-engine"
import { compileRuleSet, compileTemplate, Engine, Flow, memoryLayer, type FlowEncoded, type RuleEncoded } from "@leadflow/core"
import { testIntegration } from "@leadflow/core/testing"
import { parse, type OperatorName, type TypedValue } from "@leadflow/types"
import { compare, measure, printComparison, writeResults } from "./lib/compare.js"

const SOURCE = "5f00000000000000000000a1"
const BUYERS = ["leadflow-acme.outbound.post", "leadflow-globex.outbound.post"]
const STATES = ["TX", "CA", "NY", "FL", "AZ"]
const r = (lhv: string, op: OperatorName, rhv?: RuleEncoded["rhv"]): RuleEncoded => (rhv === undefined ? { lhv, op } : { lhv, op, rhv })

const criteria = {
  op: "and" as const,
  rules: [
    r("lead.state", "is included in", STATES),
    r("lead.dob.age", "is greater than or equal to", 18),
    r("lead.dob.age", "is less than", 80),
    r("lead.tcpa", "is true"),
    r("lead.email", "is not blank"),
    r("lead.phone_1", "is not blank"),
    r("lead.email", "format is valid"),
    r("lead.phone_1", "format is valid"),
    r("lead.postal_code", "format is valid"),
    r("lead.first_name", "is not blank")
  ]
}

const flowDocument: FlowEncoded = {
  id: "5f0000000000000000000001",
  name: "Bench flow",
  enabled: true,
  fields: ["phone_1", "email", "postal_code", "state", "dob", "first_name", "last_name", "ip_address", "tcpa"],
  sources: [
    {
      entity: { id: SOURCE, name: "Seller" },
      integration: {
        module_id: "leadflow-standard.inbound",
        mappings: [
          { property: "lead.first_name", value: "{{fname}}" },
          { property: "lead.last_name", value: "{{lname}}" },
          { property: "lead.phone_1", value: "{{phone}}" }
        ]
      }
    }
  ],
  acceptance_criteria: { rule_set: criteria, outcome: "failure", reason: "not accepted" },
  pricing: {
    prices: [
      { amount: 5 },
      { amount: 9, rule_set: { op: "and", rules: [r("lead.state", "is equal to", "TX")] } },
      { amount: 12, rule_set: { op: "and", rules: [r("lead.state", "is equal to", "CA")] } }
    ]
  },
  caps: [{ id: "5f00000000000000000000c1", maximum: 1e12, duration: 1, duration_units: "day", time_zone: "America/Chicago" }],
  steps: [
    { type: "filter", outcome: "failure", reason: "Alaska", rule_set: { op: "and", rules: [r("lead.state", "is equal to", "AK")] } },
    { type: "filter", outcome: "failure", reason: "test lead", rule_set: { op: "and", rules: [r("lead.email", "includes", "test")] } },
    { type: "filter", outcome: "failure", reason: "premium", rule_set: { op: "and", rules: [r("lead.phone_1.area", "is equal to", "900")] } },
    ...BUYERS.map((id) => ({ type: "recipient" as const, entity: { id: "5f00000000000000000000b1", name: "Buyer" }, integration: { module_id: id } }))
  ]
}

const fields = [
  { id: "phone_1", type: "phone" },
  { id: "email", type: "email" },
  { id: "postal_code", type: "postal_code" },
  { id: "state", type: "state" },
  { id: "dob", type: "dob" },
  { id: "first_name", type: "first_name" },
  { id: "last_name", type: "last_name" },
  { id: "ip_address", type: "ip" },
  { id: "tcpa", type: "boolean" }
] as const

const submitted = {
  fname: "Jane",
  lname: "Doe",
  phone: "(512) 789-1111",
  email: "Jane.Doe@Example.com",
  postal_code: "78701",
  state: "Texas",
  dob: "06/02/1984",
  ip_address: "198.51.90.161",
  tcpa: "yes"
}

// The in-process buyers answer at once, appending a reference, as a fast CRM would.
const buyerAnswer = { outcome: "success" as const, appended: { id: "abc123" } }
const integrations = BUYERS.map((id) => testIntegration({ id, respond: () => buyerAnswer }))

// Events are kept per lead and replaced, so memory stays flat while the bench runs.
let lastEvents: ReadonlyArray<unknown> = []
const runtime = ManagedRuntime.make(
  memoryLayer({ integrations, eventStore: { writeLead: (_id, events) => Effect.sync(() => void (lastEvents = events)) } })
)
const compiled = Engine.compile(Schema.decodeUnknownSync(Flow)(flowDocument), fields)
// The in-process buyers answer synchronously, so the whole lead runs without an async boundary, as the
// hand-written function does; a real embedding would use runPromise (a few µs more per lead).
const engineSubmit = () => runtime.runSync(Engine.submit(compiled, { sourceId: SOURCE, data: submitted }))

const check = engineSubmit()
if (check.outcome !== "success" || check.events.length !== 6 || check.price !== 9)
  throw new Error(`the bench flow did not run as intended: ${JSON.stringify({ outcome: check.outcome, reason: check.reason, events: check.events.length, price: check.price })}`)

// ---- the hand-written baseline: the same phases, straight-line, no Effect, nothing generic ----
const processPart = randomBytes(5).toString("hex")
let counter = 0
const nextId = () => Math.floor(Date.now() / 1000).toString(16).padStart(8, "0") + processPart + (++counter & 0xffffff).toString(16).padStart(6, "0")
const capCounts = new Map<number, number>()
const DAY = 86_400_000
const STATE_SET = new Set(STATES.map((s) => s.toLowerCase()))
let baselineEvents: ReadonlyArray<unknown> = []

const handWritten = () => {
  const start = Date.now()
  const data: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(submitted)) data[k.trim().toLowerCase()] = typeof v === "string" ? v.trim() : v
  data["first_name"] = data["fname"]
  data["last_name"] = data["lname"]
  data["phone_1"] = data["phone"]
  const leadId = nextId()
  const lead: Record<string, TypedValue | string> = { id: leadId }
  for (const f of fields) {
    const v = data[f.id]
    if (v !== undefined) lead[f.id] = parse(f.type, v) as TypedValue
  }
  const L = lead as Record<string, TypedValue>
  const vars = { lead, submission: { timestamp: new Date(start).toISOString() }, appended: {} as Record<string, unknown> }
  const state = String(L["state"]?.normal).toLowerCase()
  const price = state === "ca" ? 12 : state === "tx" ? 9 : 5
  const window = Math.floor(start / DAY)
  capCounts.set(window, (capCounts.get(window) ?? 0) + 1)
  const age = L["dob"]?.["age"] as number
  const accepted =
    STATE_SET.has(state) && age >= 18 && age < 80 && L["tcpa"]?.normal === true &&
    L["email"] !== undefined && L["phone_1"] !== undefined && L["email"].valid && L["phone_1"].valid &&
    L["postal_code"]?.valid === true && L["first_name"] !== undefined
  const events: unknown[] = []
  const event = (type: string, outcome: string, extra: object) =>
    events.push({ id: nextId(), type, outcome, start_timestamp: start, end_timestamp: Date.now(), vars: { ...vars }, ...extra })
  let outcome = accepted ? "success" : "failure"
  if (accepted) {
    const stops = [state === "ak", String(L["email"]?.normal).includes("test"), L["phone_1"]?.["area"] === "900"]
    for (const stop of stops) {
      event("filter", stop ? "stop" : "continue", {})
      if (stop) {
        outcome = "failure"
        break
      }
    }
    if (outcome === "success")
      for (const id of BUYERS) {
        const answer = buyerAnswer
        vars.appended[id.split(".")[0]!.slice(9)] = { ...answer.appended, outcome: answer.outcome }
        event("recipient", answer.outcome, { module_id: id })
      }
  }
  event("source", outcome, { appended: vars.appended, step_count: 5 })
  baselineEvents = events
  return { outcome, leadId, price }
}

// ---- rules: the 10 conditions alone ----
const vars = (check.events.at(-1) as { vars: Record<string, unknown> }).vars
// Compiled as the engine compiles a flow's rules: with the flow's field types.
const compiledRules = compileRuleSet(criteria, { template: compileTemplate, fieldTypes: compiled.fieldTypes })
const handRules = (v: typeof vars): string | undefined => {
  const l = v["lead"] as Record<string, TypedValue>
  const age = l["dob"]?.["age"] as number
  return STATE_SET.has(String(l["state"]?.normal).toLowerCase()) && age >= 18 && age < 80 && l["tcpa"]?.normal === true &&
    l["email"] !== undefined && l["phone_1"] !== undefined && l["email"].valid && l["phone_1"].valid &&
    l["postal_code"]?.valid === true && l["first_name"] !== undefined
    ? undefined
    : "failed"
}
if (compiledRules(vars) !== undefined || handRules(vars) !== undefined) throw new Error("the rules do not pass on the bench lead")

const jre = new RulesEngine()
jre.addOperator("isBlank", (fact: unknown) => fact === undefined || fact === null || fact === "")
jre.addOperator("isNotBlank", (fact: unknown) => !(fact === undefined || fact === null || fact === ""))
jre.addRule({
  conditions: {
    all: [
      { fact: "state", operator: "in", value: STATES },
      { fact: "age", operator: "greaterThanInclusive", value: 18 },
      { fact: "age", operator: "lessThan", value: 80 },
      { fact: "tcpa", operator: "equal", value: true },
      { fact: "email", operator: "isNotBlank", value: true },
      { fact: "phone", operator: "isNotBlank", value: true },
      { fact: "email_valid", operator: "equal", value: true },
      { fact: "phone_valid", operator: "equal", value: true },
      { fact: "postal_code_valid", operator: "equal", value: true },
      { fact: "first_name", operator: "isNotBlank", value: true }
    ]
  },
  event: { type: "accepted" }
})
const l = vars["lead"] as Record<string, TypedValue>
const facts = {
  state: l["state"]?.normal, age: l["dob"]?.["age"], tcpa: l["tcpa"]?.normal, email: l["email"]?.normal, phone: l["phone_1"]?.normal,
  email_valid: l["email"]?.valid, phone_valid: l["phone_1"]?.valid, postal_code_valid: l["postal_code"]?.valid, first_name: l["first_name"]?.normal
}
const jreCheck = await jre.run(facts)
if (jreCheck.events.length !== 1) throw new Error("json-rules-engine does not accept the bench lead")

const results = await measure([
  ["Engine.submit: representative flow", engineSubmit],
  ["hand-written straight-line flow", handWritten],
  ["rules: 10 conditions compiled", () => compiledRules(vars), 1000],
  ["rules: 10 conditions hand-written", () => handRules(vars), 1000],
  ["rules: json-rules-engine 7.3.1", () => jre.run(facts)]
])
void lastEvents
void baselineEvents
const get = (name: string) => results.get(name)!
const engine = compare(get("Engine.submit: representative flow"), get("hand-written straight-line flow"), { max_ratio: 2 })
const rulesVsHand = compare(get("rules: 10 conditions compiled"), get("rules: 10 conditions hand-written"), { max_ratio: 10 })
const rulesVsJre = compare(get("rules: 10 conditions compiled"), get("rules: json-rules-engine 7.3.1"), { min_speedup: 100 })
printComparison("Engine: one lead through a representative flow", engine)
printComparison("Rules: 10 conditions vs hand-written", rulesVsHand)
printComparison("Rules: 10 conditions vs json-rules-engine", rulesVsJre)
writeResults("engine", { comparisons: { engine_vs_hand_written: engine, rules_vs_hand_written: rulesVsHand, rules_vs_json_rules_engine: rulesVsJre } })
await runtime.dispose()
