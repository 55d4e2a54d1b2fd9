/**
 * fast-check arbitraries for flows: valid flow documents (the JSON the API takes) with random
 * fields, sources, steps, rules, caps, ping limits and pricing, and the decoded flows the engine
 * runs. Rules and mappings refer to the flow's own fields, so generated flows read like real ones,
 * and every setting acts: they pass the save checks core can run (`flowCheckIssues`), so
 * `Engine.compile` never blocks one (`flow.test.ts` holds them to it).
 */
import { operatorNames, unaryOperators, type OperatorName } from "@leadflow/types"
import { Arbitrary, Schema } from "effect"
import fc from "fast-check"
import type { AcceptanceCriteriaEncoded } from "../../model/AcceptanceCriteria.js"
import type { CapEncoded } from "../../model/Cap.js"
import type { EntityReferenceEncoded } from "../../model/Entity.js"
import type { FeedbackConfigEncoded } from "../../model/Feedback.js"
import { Flow, type FlowEncoded } from "../../model/Flow.js"
import { ObjectId, ShortId } from "../../model/Ids.js"
import type { IntegrationReferenceEncoded } from "../../model/Integration.js"
import { DurationUnit, TimeZone } from "../../model/Interval.js"
import type { ListChecksEncoded } from "../../model/ListCheck.js"
import type { MappingEncoded } from "../../model/Mapping.js"
import { Outcome } from "../../model/Outcome.js"
import type { PingLimitEncoded } from "../../model/PingLimit.js"
import type { PricingEncoded, PricingServiceConfigurationEncoded } from "../../model/Pricing.js"
import type { RuleEncoded, RuleSetEncoded } from "../../model/Rule.js"
import type { SourceEncoded } from "../../model/Source.js"
import type { FilterStepEncoded, FlowStepEncoded, RecipientStepEncoded } from "../../model/Step.js"
import { Timestamp } from "../../model/Timestamp.js"

/**
 * `value` nine times in ten: a flow, source or step is enabled, and a source open, in most
 * generated flows, so a property run over them reaches the steps (with even odds half the flows
 * were disabled, and most of the rest stopped at a disabled or authenticated source).
 */
const mostly = (value: boolean): fc.Arbitrary<boolean> =>
  fc.oneof({ weight: 9, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: fc.constant(!value) })

// Leaves whose schemas already generate realistic values (patterns, enums, annotated arbitraries).
const objectId: fc.Arbitrary<string> = Arbitrary.make(ObjectId)
const shortId: fc.Arbitrary<string> = Arbitrary.make(ShortId)
const timestamp: fc.Arbitrary<string> = Arbitrary.make(Timestamp)
const timeZone: fc.Arbitrary<string> = Arbitrary.make(TimeZone)
const durationUnit = Arbitrary.make(DurationUnit)
const outcome = Arbitrary.make(Outcome)

const standardFields = [
  "first_name",
  "last_name",
  "email",
  "phone_1",
  "phone_2",
  "address_1",
  "city",
  "state",
  "postal_code",
  "dob",
  "gender",
  "ip_address",
  "loan_amount",
  "certform_cert_url"
] as const

const customField = fc
  .tuple(
    fc.constantFrom("favorite_color", "credit_rating", "home_owner", "vehicle_year", "debt_amount"),
    fc.stringMatching(/^[a-z0-9]{3,5}$/)
  )
  .map(([base, suffix]) => `${base}_${suffix}`)

/** The field ids of a flow: a few standard fields, maybe a custom one, no duplicates. */
export const flowFieldIds: fc.Arbitrary<ReadonlyArray<string>> = fc
  .tuple(
    fc.subarray([...standardFields], { minLength: 2 }),
    fc.array(customField, { maxLength: 2 })
  )
  .map(([standard, custom]) => [...new Set([...standard, ...custom])])

const word = fc.constantFrom("TX", "CA", "NY", "gold", "Austin", "acme", "yes", "78704", "512")

/** A right-hand value that suits the operator. */
const rhvFor = (op: OperatorName): fc.Arbitrary<RuleEncoded["rhv"]> => {
  switch (op) {
    case "is less than":
    case "is less than or equal to":
    case "is greater than":
    case "is greater than or equal to":
      return fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1000 }).map(String))
    case "is between":
    case "is not between":
      return fc
        .tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }))
        .map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`)
    case "is included in":
    case "is not included in":
      return fc.oneof(
        fc.uniqueArray(word, { minLength: 1, maxLength: 4 }),
        fc.uniqueArray(word, { minLength: 1, maxLength: 4 }).map((values) => values.join(", "))
      )
    case "matches pattern":
    case "does not match pattern":
      return fc.constantFrom("^512", "gmail\\.com$", "^[A-Z]{2}$", "/^tx$/i")
    default:
      return fc.oneof(word, fc.constantFrom("{{lead.state}}", "{{source.name}}"))
  }
}

const ruleFor = (fields: ReadonlyArray<string>): fc.Arbitrary<RuleEncoded> =>
  fc
    .record({
      field: fc.constantFrom(...fields),
      op: fc.constantFrom(...operatorNames),
      id: fc.option(shortId, { nil: undefined })
    })
    .chain(({ field, op, id }) =>
      (unaryOperators.has(op) ? fc.constant(undefined) : rhvFor(op)).map((rhv): RuleEncoded => ({
        ...(id === undefined ? {} : { id }),
        lhv: `lead.${field}`,
        op,
        ...(rhv === undefined ? {} : { rhv })
      }))
    )

/** A rule set over the given fields, nested up to `depth` levels. */
export const ruleSetFor = (fields: ReadonlyArray<string>, depth = 2): fc.Arbitrary<RuleSetEncoded> => {
  const rule = ruleFor(fields)
  const ruleSet = (level: number): fc.Arbitrary<RuleSetEncoded> => {
    // Mostly plain rules, sometimes a nested set, never deeper than `depth`.
    const element: fc.Arbitrary<RuleEncoded | RuleSetEncoded> =
      level >= depth ? rule : fc.oneof({ weight: 3, arbitrary: rule }, { weight: 1, arbitrary: ruleSet(level + 1) })
    return fc.record(
      {
        id: shortId,
        op: fc.constantFrom("and" as const, "or" as const),
        rules: fc.array(element, { minLength: 1, maxLength: 3 })
      },
      { requiredKeys: ["op", "rules"] }
    )
  }
  return ruleSet(1)
}

/** Source mappings set `lead.*` from submitted values; step mappings set the integration's variables. */
const mappingFor = (fields: ReadonlyArray<string>, outbound: boolean): fc.Arbitrary<MappingEncoded> =>
  fc.constantFrom(...fields).chain((field) =>
    fc.record(
      {
        id: shortId,
        property: fc.constant(outbound ? field : `lead.${field}`),
        value: fc.oneof(
          fc.constantFrom(...fields).map((f) => `{{lead.${f}}}`),
          fc.integer({ min: 1, max: 360 }),
          fc.constant(null),
          fc.array(fc.option(word, { nil: null }), { minLength: 1, maxLength: 3 })
        ),
        rule_set: ruleSetFor(fields, 1)
      },
      { requiredKeys: ["property", "value"] }
    )
  )

const integrationFor = (
  fields: ReadonlyArray<string>,
  modules: ReadonlyArray<string>,
  outbound: boolean
): fc.Arbitrary<IntegrationReferenceEncoded> =>
  fc.record(
    {
      module_id: fc.constantFrom(...modules),
      mappings: fc.array(mappingFor(fields, outbound), { maxLength: 3 })
    },
    { requiredKeys: ["module_id"] }
  )

const inboundModules = ["leadconduit-default.inbound", "leadconduit-standard.inbound.verbose"]
const outboundModules = [
  "leadconduit-custom.outbound.json",
  "leadconduit-salesforce.outbound.create_contact",
  "leadconduit-suppressionlist.outbound.query_item"
]

const entityReference: fc.Arbitrary<EntityReferenceEncoded> = fc.record(
  {
    id: objectId,
    name: fc.constantFrom("A Corporation", "Acme Leads", "Best Buyer", "Salesforce", "Lead Exchange"),
    time_zone: timeZone
  },
  { requiredKeys: ["id"] }
)

/** A volume cap, maybe with nested caps. */
export const capFor = (fields: ReadonlyArray<string>, depth = 2): fc.Arbitrary<CapEncoded> => {
  const cap: fc.Arbitrary<CapEncoded> = fc.record(
    {
      id: objectId,
      type: fc.constant("volume" as const),
      name: fc.constantFrom("Monthly leads from TX", "Daily cap", "Hourly burst", "Weekly budget"),
      maximum: fc.integer({ min: 0, max: 5000 }),
      duration: fc.integer({ min: 1, max: 3 }),
      duration_units: durationUnit,
      rule_set: ruleSetFor(fields, 1),
      time_zone: timeZone,
      reason: fc.constantFrom("Cap reached", "Too many leads from {{lead.state}}"),
      created_at: timestamp
    },
    { requiredKeys: ["maximum", "duration", "duration_units"] }
  )
  if (depth <= 1) return cap
  const children = fc.option(fc.array(capFor(fields, depth - 1), { minLength: 1, maxLength: 2 }), { nil: undefined })
  return fc.tuple(cap, children).map(([parent, caps]) => (caps === undefined ? parent : { ...parent, caps }))
}

export const pingLimit: fc.Arbitrary<PingLimitEncoded> = fc.record(
  {
    id: objectId,
    name: fc.constantFrom("Pings per minute", "Hourly pings", "Daily pings"),
    maximum: fc.integer({ min: 1, max: 10_000 }),
    duration: fc.integer({ min: 1, max: 2 }),
    duration_units: durationUnit,
    time_zone: timeZone,
    created_at: timestamp
  },
  { requiredKeys: ["maximum", "duration", "duration_units"] }
)

/** Pricing: prices with rules (the last match wins), or an override with no prices. */
export const pricingFor = (fields: ReadonlyArray<string>): fc.Arbitrary<PricingEncoded> =>
  fc.oneof(
    fc.constantFrom<PricingEncoded>(
      { override: true },
      { override: true, prices: [] },
      { override: true, prices: null }
    ),
    fc.record(
      {
        override: fc.constant(false),
        prices: fc.array(
          fc.record(
            {
              id: shortId,
              // Cents, so amounts are the kind of money a lead costs.
              amount: fc.integer({ min: 1, max: 20_000 }).map((cents) => cents / 100),
              rule_set: ruleSetFor(fields, 1)
            },
            { requiredKeys: ["amount"] }
          ),
          { maxLength: 3 }
        )
      },
      { requiredKeys: ["prices"] }
    ).map((pricing) => ({
      ...pricing,
      // The last price whose rules pass wins: one without rules goes first, or a later one would
      // always replace those before it (`flowPriceOrderIssues`).
      prices: pricing.prices.filter((price, i) => i === 0 || (price.rule_set !== undefined && price.rule_set.rules.length > 0))
    }))
  )

const pricingService: fc.Arbitrary<PricingServiceConfigurationEncoded> = fc.record({
  service_id: objectId,
  fallback_price: fc.integer({ min: 0, max: 5000 }).map((cents) => cents / 100)
})

const acceptanceCriteriaFor = (fields: ReadonlyArray<string>): fc.Arbitrary<AcceptanceCriteriaEncoded> =>
  fc.record(
    {
      rule_set: ruleSetFor(fields),
      outcome,
      reason: fc.constantFrom("Lead must live in TX", "Missing {{lead.email}}", "Not accepted")
    },
    { requiredKeys: ["rule_set", "outcome"] }
  )

const feedbackFor = (fields: ReadonlyArray<string>): fc.Arbitrary<FeedbackConfigEncoded> =>
  fc.record(
    {
      rule_set: ruleSetFor(fields, 1),
      integration: integrationFor(fields, ["leadconduit-custom.outbound.json"], true)
    },
    { requiredKeys: ["integration"] }
  )

const listChecks: fc.Arbitrary<ListChecksEncoded> = fc.record(
  {
    duplicate: fc.record({
      value: fc.constant("{{lead.phone_1}}"),
      list_name: fc.constant("duplicates"),
      lookback: fc.option(
        fc.record({
          value: fc.integer({ min: 1, max: 30 }),
          interval: fc.constantFrom("year" as const, "month" as const, "week" as const, "day" as const)
        }),
        { nil: null }
      )
    }),
    existing_customer: fc.constant({ value: "{{lead.email}}", list_name: "customer_emails", lookback: null }),
    dnc: fc.constant({ value: "{{lead.phone_1}}", list_name: "do_not_call", lookback: null })
  },
  { requiredKeys: [] }
)

/**
 * What a generated source may carry, as its flow allows (every setting it has acts, as the save
 * checks require): `pings` when the flow takes pings (`ping_enabled`), for its ping limits;
 * `pricing: false` when the flow has a pricing service, which prices every lead (a source's own
 * pricing or pricing service would never act).
 */
export interface SourceOptions {
  readonly pings?: boolean
  readonly pricing?: boolean
}

/** Pricing service configurations are rare: one in ten where one may be (see `pricedBy`). */
const SERVICE_ODDS = 10

/**
 * How a source or flow is priced: its pricing service (rarely: the service's id is random, so no
 * layer knows it and every lead gets the fallback price, and it hides the pricing beside it), else
 * maybe pricing. Never both: pricing beside a service would never act.
 */
const pricedBy = (
  fields: ReadonlyArray<string>
): fc.Arbitrary<{ readonly pricing?: PricingEncoded; readonly pricing_service?: PricingServiceConfigurationEncoded }> =>
  fc.oneof(
    { weight: SERVICE_ODDS - 1, arbitrary: fc.option(pricingFor(fields), { nil: undefined }).map((pricing) => (pricing === undefined ? {} : { pricing })) },
    { weight: 1, arbitrary: pricingService.map((service) => ({ pricing_service: service })) }
  )

/**
 * A source of a flow over `fields`. Ping limits only with `options.pings` (the flow takes pings);
 * pricing or, rarely, a pricing service (never both), unless `options.pricing` is false.
 */
export const sourceFor = (fields: ReadonlyArray<string>, options: SourceOptions = {}): fc.Arbitrary<SourceEncoded> =>
  fc
    .record(
      {
        id: shortId,
        integration: integrationFor(fields, inboundModules, false),
        entity: entityReference,
        acceptance_criteria: acceptanceCriteriaFor(fields),
        feedback: feedbackFor(fields),
        caps: fc.array(capFor(fields), { minLength: 1, maxLength: 2 }),
        ping_limits: options.pings === true ? fc.array(pingLimit, { minLength: 1, maxLength: 2 }) : fc.constant(undefined),
        credential_id: objectId,
        priced: options.pricing === false ? fc.constant({}) : pricedBy(fields),
        enabled: mostly(true),
        authentication_required: mostly(false)
      },
      { requiredKeys: ["id", "integration", "entity", "priced"] }
    )
    .map(({ priced, ping_limits, ...rest }): SourceEncoded => {
      const source: SourceEncoded = { ...rest, ...(ping_limits === undefined ? {} : { ping_limits }), ...priced }
      // A credential acts only on a source that must authenticate (the server refuses it otherwise).
      if (source.authentication_required === true || source.credential_id === undefined) return source
      const { credential_id: _unused, ...open } = source
      return open
    })

const description = fc.constantFrom("Stop invalid phones", "Send to CRM", "Check duplicates", "Deliver to buyer")
const notes = fc.constantFrom("Added for the spring campaign.", "See the buyer's posting docs.")

export const filterStepFor = (fields: ReadonlyArray<string>): fc.Arbitrary<FilterStepEncoded> =>
  fc.record(
    {
      type: fc.constant("filter" as const),
      id: shortId,
      description,
      notes,
      reason: fc.constantFrom("Invalid phone", "Duplicate lead", "{{lead.state}} is not served"),
      outcome,
      rule_set: ruleSetFor(fields),
      enabled: mostly(true)
    },
    { requiredKeys: ["type", "id", "outcome", "rule_set"] }
  )

export const recipientStepFor = (fields: ReadonlyArray<string>): fc.Arbitrary<RecipientStepEncoded> =>
  fc.record(
    {
      type: fc.constant("recipient" as const),
      id: shortId,
      description,
      notes,
      entity: entityReference,
      integration: integrationFor(fields, outboundModules, true),
      rule_set: ruleSetFor(fields),
      feedback: feedbackFor(fields),
      caps: fc.array(capFor(fields, 1), { minLength: 1, maxLength: 2 }),
      pricing: pricingFor(fields),
      enabled: mostly(true),
      retry_enabled: fc.boolean()
    },
    { requiredKeys: ["type", "id", "entity", "integration"] }
  )

export const stepFor = (fields: ReadonlyArray<string>): fc.Arbitrary<FlowStepEncoded> =>
  fc.oneof(filterStepFor(fields), recipientStepFor(fields))

/** Whether pricing prices every lead: a price without rules (`flowInertIssues`' reading). */
const pricesEveryLead = (pricing: PricingEncoded | undefined): boolean =>
  pricing !== undefined &&
  pricing.override !== true &&
  (pricing.prices ?? []).some((price) => price.rule_set === undefined || price.rule_set.rules.length === 0)

/**
 * The sources' pricing that the flow's would keep from acting, taken out (the save checks refuse
 * it): a source's pricing after flow pricing that prices every lead, a source's override after the
 * flow's; and a pricing service on every source would hide the flow's pricing, so the first
 * source's goes.
 */
const withActingPricing = (document: FlowEncoded): FlowEncoded => {
  const flowPricing = document.pricing ?? undefined
  if (flowPricing === undefined) return document
  const everyLead = pricesEveryLead(flowPricing)
  const sources = document.sources.map((source) => {
    if (source.pricing === undefined || source.pricing === null) return source
    if (!everyLead && !(flowPricing.override === true && source.pricing.override === true)) return source
    const { pricing: _hidden, ...rest } = source
    return rest
  })
  if (sources.every((source) => source.pricing_service !== undefined && source.pricing_service !== null)) {
    const [first, ...others] = sources
    if (first !== undefined) {
      const { pricing_service: _service, ...rest } = first
      return { ...document, sources: [rest, ...others] }
    }
  }
  return { ...document, sources }
}

/**
 * A valid flow document, as a client sends it to the API. It passes the save checks core can run
 * (`flowCheckIssues`: every setting acts), so `Engine.compile` does not block it: ping limits only
 * on a flow with `ping_enabled`, pricing or (rarely) a pricing service, never one beside the other
 * or pricing another always comes before.
 */
export const flowDocument: fc.Arbitrary<FlowEncoded> = flowFieldIds.chain((fields) =>
  fc.tuple(fc.boolean(), pricedBy(fields)).chain(([pings, priced]) =>
    fc
      .record(
        {
          id: objectId,
          name: fc.constantFrom("Sales Leads", "Auto Insurance", "Solar TX", "Mortgage Refi", "Debt Relief"),
          enabled: mostly(true),
          fields: fc.constant(fields),
          caps: fc.option(fc.array(capFor(fields), { minLength: 1, maxLength: 2 }), { nil: null }),
          acceptance_criteria: acceptanceCriteriaFor(fields),
          list_checks: listChecks,
          // A flow pricing service prices every lead: its sources then have no pricing of their own.
          // A short id names one source, a step id one step (`flowInertIssues`, `flowStepIdIssues`).
          sources: fc.uniqueArray(sourceFor(fields, { pings, pricing: priced.pricing_service === undefined }), {
            minLength: 1,
            maxLength: 3,
            selector: (source) => source.id
          }),
          steps: fc.uniqueArray(stepFor(fields), { maxLength: 6, selector: (step) => step.id }),
          ping_limits: pings ? fc.array(pingLimit, { maxLength: 2 }) : fc.constant(undefined),
          created_at: timestamp,
          updated_at: timestamp
        },
        { requiredKeys: ["name", "enabled", "fields", "sources", "steps"] }
      )
      .map(({ ping_limits, ...document }): FlowEncoded =>
        withActingPricing({
          ...document,
          ...priced,
          // `ping_enabled` written out (true or false) about as often as before; ping limits only when true.
          ping_enabled: pings,
          ...(ping_limits === undefined ? {} : { ping_limits })
        })
      )
  )
)

const decodeFlow = Schema.decodeSync(Flow)

/** A valid flow as the engine holds it (a decoded `flowDocument`). */
export const flow: fc.Arbitrary<Flow> = flowDocument.map((document) => decodeFlow(document))
