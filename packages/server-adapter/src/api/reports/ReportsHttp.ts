import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Ids, OBJECT_ID, compileRuleSet } from "@leadflow/core"
import { Clock, Effect, Either, Option } from "effect"
import { Accounts } from "../../accounts/Accounts.js"
import { columnDescriptions, defaultColumns } from "../../reports/Columns.js"
import { toCsv, wantsCsv } from "../../reports/Csv.js"
import type { Report, ReportDefinition, ReportRule } from "../../reports/Report.js"
import { newToken as newTokenValue, ReportStore } from "../../reports/ReportStore.js"
import type { ReportMeta } from "../../reports/RunResult.js"
import { runReport } from "../../reports/RunReport.js"
import { timeWindow } from "../../reports/TimeWindow.js"
import { Documents } from "../../storage/Documents.js"
import { CurrentAccount, maybeAccount } from "../CurrentAccount.js"
import { NotFound, ServiceUnavailable, Unauthorized, ValidationFailed } from "../Errors.js"
import { MainApi } from "../MainApi.js"

const notFound = new NotFound({ error: "Report not found" })

const unavailable = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    effect,
    (error): error is Extract<E, { readonly _tag: "StoreError" }> =>
      typeof error === "object" && error !== null && "_tag" in error && error._tag === "StoreError",
    (error) => Effect.zipRight(Effect.logError("reports: storage failed", error), Effect.fail(new ServiceUnavailable({ error: "storage unavailable" })))
  )

/** Rules that the rules engine cannot compile (a bad pattern, say) are a 422 like any other. */
const checkRules = (rules: ReadonlyArray<ReportRule> | undefined): Effect.Effect<void, ValidationFailed> => {
  if (rules === undefined || rules.length === 0) return Effect.void
  try {
    compileRuleSet({ op: "and", rules })
    return Effect.void
  } catch (error) {
    return Effect.fail(ValidationFailed.of("rules", error instanceof Error ? error.message : "are invalid"))
  }
}

/**
 * The report an id or a token names. A 24-hex id is an id: it needs the caller's key (401
 * without) and belongs to the caller's account; anything else is looked up as a share token,
 * which needs no key.
 */
const resolve = (idOrToken: string) =>
  Effect.gen(function* () {
    // Optional middleware does not count as providing its service in the types; read it optionally.
    const account = yield* maybeAccount
    if (OBJECT_ID.test(idOrToken)) {
      if (account === undefined) return yield* Effect.fail(new Unauthorized({ error: "API key is missing, incorrect or wrongly specified" }))
      const report = yield* ReportStore.get(account.id, idOrToken).pipe(Effect.catchTag("ReportNotFound", () => Effect.fail(notFound)))
      return { accountId: account.id, report }
    }
    const shared = yield* ReportStore.byToken(idOrToken)
    return yield* Option.match(shared, { onNone: () => Effect.fail(notFound), onSome: Effect.succeed })
  })

/** Run a definition and answer JSON, or CSV when the Accept header asks for it. */
const runAndAnswer = (
  accountId: string,
  definition: ReportDefinition,
  query: { readonly start?: string; readonly end?: string },
  accept: string | undefined
) =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    const window = yield* Either.match(timeWindow(query, now), {
      onLeft: (errors) => Effect.fail(ValidationFailed.fromErrors(errors)),
      onRight: Effect.succeed
    })
    const result = yield* runReport(accountId, definition, window)
    return wantsCsv(accept)
      ? HttpServerResponse.text(toCsv(result), {
          contentType: "text/csv; charset=utf-8",
          headers: { "content-disposition": 'attachment; filename="report.csv"' }
        })
      : result
  })

const nameTaken = () => Effect.fail(ValidationFailed.of("name", "must be unique"))

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

/** Handlers of the `reports` group. */
export const ReportsLive = HttpApiBuilder.group(MainApi, "reports", (handlers) =>
  handlers
    .handle("list", () => Effect.flatMap(CurrentAccount, (account) => ReportStore.list(account.id)).pipe(unavailable))
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        yield* checkRules(payload.rules)
        const ids = yield* Ids
        return yield* ReportStore.create(account.id, ids.next(), payload)
      }).pipe(Effect.catchTag("ReportNameTaken", nameTaken), unavailable)
    )
    .handle("preview", ({ payload, urlParams, request }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        yield* checkRules(payload.rules)
        return yield* runAndAnswer(account.id, payload, urlParams, request.headers["accept"])
      }).pipe(unavailable)
    )
    .handle("get", ({ path }) => resolve(path.id).pipe(Effect.map(({ report }) => report), unavailable))
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        yield* checkRules(payload.rules)
        return yield* ReportStore.update(account.id, path.id, payload)
      }).pipe(
        Effect.catchTags({ ReportNameTaken: nameTaken, ReportNotFound: () => Effect.fail(notFound) }),
        unavailable
      )
    )
    .handle("remove", ({ path }) =>
      Effect.flatMap(CurrentAccount, (account) => ReportStore.remove(account.id, path.id)).pipe(
        Effect.catchTag("ReportNotFound", () => Effect.fail(notFound)),
        unavailable
      )
    )
    .handle("share", ({ path }) => share(path.id))
    .handle("shareGet", ({ path }) => share(path.id))
    .handle("unshare", ({ path }) => unshare(path.id))
    .handle("unshareGet", ({ path }) => unshare(path.id))
    .handle("run", ({ path, urlParams, request }) =>
      Effect.flatMap(resolve(path.id), ({ accountId, report }) =>
        runAndAnswer(accountId, report, urlParams, request.headers["accept"])
      ).pipe(unavailable)
    )
    .handle("meta", ({ path }) =>
      Effect.gen(function* () {
        const { accountId, report } = yield* resolve(path.id)
        const accounts = yield* Accounts
        const account = yield* accounts.get(accountId)
        const columns = report.columns.length === 0 ? defaultColumns : report.columns
        const { flows, entities } = yield* namedIn(accountId, report)
        const meta: ReportMeta = {
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
        return meta
      }).pipe(unavailable)
    )
)

const share = (id: string) =>
  Effect.flatMap(CurrentAccount, (account) => ReportStore.setToken(account.id, id, newTokenValue())).pipe(
    Effect.map((report) => ({ token: report.token ?? "" })),
    Effect.catchTag("ReportNotFound", () => Effect.fail(notFound)),
    unavailable
  )

const unshare = (id: string) =>
  Effect.flatMap(CurrentAccount, (account) => ReportStore.setToken(account.id, id, null)).pipe(
    Effect.as({ token: null }),
    Effect.catchTag("ReportNotFound", () => Effect.fail(notFound)),
    unavailable
  )

