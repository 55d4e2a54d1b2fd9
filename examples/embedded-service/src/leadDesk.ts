import { FlowDocument } from "@leadflow/api"
import { Accounts, EventMetrics, Events, Flows, Leadflow, Reports, Submissions } from "@leadflow/server-adapter"
import { Effect, Schema } from "effect"

/**
 * A lead desk running Leadflow in its own process: it opens an account, sets up a flow that
 * takes web-form leads, deploys it, submits leads through the engine and reads back what the
 * engine recorded, with no HTTP server anywhere.
 */

/**
 * A flow that takes leads from the account's own web form and keeps them (no buyer yet),
 * decoded by the same schema the HTTP API decodes `POST /flows` with.
 */
export const webFormFlow = (accountId: string) =>
  Schema.decodeUnknown(FlowDocument)({
    name: "Web form leads",
    enabled: true,
    fields: ["first_name", "email"],
    sources: [{ entity: { id: accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
    steps: []
  })

export interface DeskSummary {
  readonly accountId: string
  readonly flowId: string
  readonly deployedVersion: number
  readonly outcomes: ReadonlyArray<string>
  readonly sourceEvents: number
  readonly leadsCounted: number
  readonly reportRows: ReadonlyArray<Readonly<Record<string, unknown>>>
}

/** The desk's day: one account, one flow, `leads` submitted, and what the events and a report say. */
export const runDesk = (leads: ReadonlyArray<Readonly<Record<string, unknown>>>) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts
    const flows = yield* Flows
    const submissions = yield* Submissions
    const events = yield* Events
    const metrics = yield* EventMetrics
    const reports = yield* Reports

    const { account } = yield* accounts.create({ name: "Lead desk" })
    const flow = yield* flows.create(account.id, yield* webFormFlow(account.id))
    const deployed = yield* flows.deploy(account.id, flow.id)

    const outcomes: Array<string> = []
    for (const data of leads) {
      const result = yield* submissions.submit(account.id, { flowId: flow.id, sourceId: account.id, data })
      outcomes.push(result.outcome)
    }

    const recorded = yield* events.list(account.id, { include: "type", limit: 100 })
    const counted = yield* metrics.count(account.id, { timeframe: "today", filters: JSON.stringify([{ property_name: "type", operator: "eq", property_value: "source" }]) })
    const report = yield* reports.create(account.id, { name: "Leads by outcome", columns: ["source-submitted", "source-success"], group_by: ["vars.flow.id"] })
    const run = yield* reports.run(account.id, report.id)

    return {
      accountId: account.id,
      flowId: flow.id,
      deployedVersion: deployed.deployed_version,
      outcomes,
      sourceEvents: recorded.filter((event) => event["type"] === "source").length,
      leadsCounted: Number(counted.result),
      reportRows: run.rows
    } satisfies DeskSummary
  })

/** Leadflow over a SQLite file (created and migrated on first use). */
export const deskLayer = (filename: string) => Leadflow.layer({ database: { dialect: "sqlite", filename } })
