import { type SqlClient } from "@effect/sql"
import { compileRuleSet, Ids, OBJECT_ID } from "@leadflow/core"
import {
  columnDescriptions,
  defaultColumns,
  NotFound,
  type Report,
  type ReportDefinition,
  type ReportInput,
  type ReportMeta,
  type ReportRule,
  Unauthorized,
  ValidationFailed
} from "@leadflow/api"
import { Clock, Effect, Either, Option } from "effect"
import { Accounts } from "../../accounts/Accounts.js"
import { newToken, ReportStore } from "../../reports/ReportStore.js"
import { runReport } from "../../reports/RunReport.js"
import { timeWindow } from "../../reports/TimeWindow.js"
import { Documents } from "../../storage/Documents.js"
import { dependencies } from "../Dependencies.js"

/** The time a report runs over: ISO 8601 or ms since the epoch; the last day by default. */
export interface ReportWindow {
  readonly start?: string | undefined
  readonly end?: string | undefined
}

const notFound = new NotFound({ error: "Report not found" })
const nameTaken = () => Effect.fail(ValidationFailed.of("name", "must be unique"))

/** Rules that the rules engine cannot compile (a bad pattern, say) are refused like any other. */
const checkRules = (rules: ReadonlyArray<ReportRule> | undefined): Effect.Effect<void, ValidationFailed> => {
  if (rules === undefined || rules.length === 0) return Effect.void
  try {
    compileRuleSet({ op: "and", rules })
    return Effect.void
  } catch (error) {
    return Effect.fail(ValidationFailed.of("rules", error instanceof Error ? error.message : "are invalid"))
  }
}

/** Flows and entities the rules name by id, with their names when the account has them. */
const namedIn = (accountId: string, report: Report) =>
  Effect.gen(function* () {
    const documents = yield* Documents
    const idsOf = (lhvs: ReadonlyArray<string>) => [
      ...new Set(
        report.rules
          .filter((rule) => lhvs.includes(rule.lhv) && (rule.op === "is equal to" || rule.op === "is included in"))
          .flatMap((rule) => (Array.isArray(rule.rhv) ? rule.rhv : [rule.rhv]))
          .filter((value): value is string => typeof value === "string")
      )
    ]
    const named = (table: "flows" | "entities", ids: ReadonlyArray<string>) =>
      Effect.forEach(ids, (id) =>
        Effect.map(documents.get(table, accountId, id), (doc) => {
          const name = Option.getOrUndefined(doc)?.body["name"]
          return { id, name: typeof name === "string" ? name : null }
        })
      )
    return {
      flows: yield* named("flows", idsOf(["vars.flow.id"])),
      entities: yield* named("entities", idsOf(["vars.source.id", "vars.recipient.id"]))
    }
  })

/**
 * Saved reports of an account (definitions of columns, groups and rules over the events), their
 * share tokens, and runs over a time window. A report is named by its id (the account's own) or
 * by a share token (anyone holding it). The queries are `src/reports`; storage failures stay
 * `StoreError`.
 */
export class Reports extends Effect.Service<Reports>()("@leadflow/server-adapter/Reports", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<Documents | SqlClient.SqlClient | Ids | Accounts>()

    const list = (accountId: string) => run(ReportStore.list(accountId)).pipe(Effect.withSpan("Reports.list"))

    const create = (accountId: string, definition: ReportInput) =>
      run(
        Effect.gen(function* () {
          yield* checkRules(definition.rules)
          return yield* ReportStore.create(accountId, (yield* Ids).next(), definition)
        })
      ).pipe(Effect.catchTag("ReportNameTaken", nameTaken), Effect.withSpan("Reports.create"))

    const update = (accountId: string, id: string, definition: ReportInput) =>
      run(Effect.zipRight(checkRules(definition.rules), ReportStore.update(accountId, id, definition))).pipe(
        Effect.catchTags({ ReportNameTaken: nameTaken, ReportNotFound: () => Effect.fail(notFound) }),
        Effect.withSpan("Reports.update")
      )

    const remove = (accountId: string, id: string) =>
      run(ReportStore.remove(accountId, id)).pipe(
        Effect.catchTag("ReportNotFound", () => Effect.fail(notFound)),
        Effect.withSpan("Reports.remove")
      )

    /** Shares the report: anyone with the (new) token may run it and read its meta. */
    const share = (accountId: string, id: string) =>
      run(ReportStore.setToken(accountId, id, newToken())).pipe(
        Effect.map((report) => ({ token: report.token ?? "" })),
        Effect.catchTag("ReportNotFound", () => Effect.fail(notFound)),
        Effect.withSpan("Reports.share")
      )

    const unshare = (accountId: string, id: string) =>
      run(ReportStore.setToken(accountId, id, null)).pipe(
        Effect.as({ token: null }),
        Effect.catchTag("ReportNotFound", () => Effect.fail(notFound)),
        Effect.withSpan("Reports.unshare")
      )

    /**
     * The report an id or a token names. A 24-hex id is an id: it needs the caller's account
     * (Unauthorized without) and must be that account's; anything else is looked up as a share
     * token, which needs no account.
     */
    const resolve = (accountId: string | undefined, idOrToken: string) =>
      run(
        Effect.gen(function* () {
          if (OBJECT_ID.test(idOrToken)) {
            if (accountId === undefined) return yield* Effect.fail(new Unauthorized({ error: "API key is missing, incorrect or wrongly specified" }))
            const report = yield* ReportStore.get(accountId, idOrToken).pipe(Effect.catchTag("ReportNotFound", () => Effect.fail(notFound)))
            return { accountId, report }
          }
          const shared = yield* ReportStore.byToken(idOrToken)
          return yield* Option.match(shared, { onNone: () => Effect.fail(notFound), onSome: Effect.succeed })
        })
      )

    const get = (accountId: string | undefined, idOrToken: string) =>
      Effect.map(resolve(accountId, idOrToken), ({ report }) => report).pipe(Effect.withSpan("Reports.get"))

    const runDefinition = (accountId: string, definition: ReportDefinition, window: ReportWindow) =>
      run(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const range = yield* Either.match(timeWindow(window, now), {
            onLeft: (errors) => Effect.fail(ValidationFailed.fromErrors(errors)),
            onRight: Effect.succeed
          })
          return yield* runReport(accountId, definition, range)
        })
      )

    /** Runs a definition without saving it. */
    const preview = (accountId: string, definition: ReportDefinition, window: ReportWindow = {}) =>
      Effect.zipRight(checkRules(definition.rules), runDefinition(accountId, definition, window)).pipe(Effect.withSpan("Reports.preview"))

    /** Runs a saved report, named by its id (with the account) or a share token (account undefined). */
    const runReportNamed = (accountId: string | undefined, idOrToken: string, window: ReportWindow = {}) =>
      Effect.flatMap(resolve(accountId, idOrToken), (found) => runDefinition(found.accountId, found.report, window)).pipe(
        Effect.withSpan("Reports.run")
      )

    /** What a shared report's page shows beside its rows: names of columns, flows and entities. */
    const meta = (accountId: string | undefined, idOrToken: string) =>
      run(
        Effect.gen(function* () {
          const { accountId: owner, report } = yield* resolve(accountId, idOrToken)
          const account = yield* (yield* Accounts).get(owner)
          const columns = report.columns.length === 0 ? defaultColumns : report.columns
          const { flows, entities } = yield* namedIn(owner, report)
          const answer: ReportMeta = {
            token: report.token,
            account_name: Option.match(account, { onNone: () => "", onSome: (a) => a.name }),
            name: report.name,
            ...(report.description === undefined ? {} : { description: report.description }),
            columns,
            group_by: report.group_by,
            column_definitions: columns.map((name) => ({ name, description: columnDescriptions[name] })),
            vars: [...new Set([...report.rules.map((rule) => rule.lhv), ...report.group_by])].map((id) => ({ id })),
            flows,
            entities
          }
          return answer
        })
      ).pipe(Effect.withSpan("Reports.meta"))

    return { list, create, update, remove, share, unshare, get, preview, run: runReportNamed, meta } as const
  })
}) {}
