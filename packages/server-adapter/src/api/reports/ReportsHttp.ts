import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { CurrentAccount, MainApi, maybeAccount, type RunResult } from "@leadflow/api"
import { Effect } from "effect"
import { toCsv, wantsCsv } from "../../reports/Csv.js"
import { Reports } from "../../services/reports/Reports.js"
import { keyOutOfScopeForbidden } from "../Security.js"
import { orUnavailable } from "../StoreFailures.js"

/** A run's rows as JSON, or CSV when the Accept header asks for it. */
const encoded = (accept: string | undefined) => (result: RunResult) =>
  wantsCsv(accept)
    ? HttpServerResponse.text(toCsv(result), {
        contentType: "text/csv; charset=utf-8",
        headers: { "content-disposition": 'attachment; filename="report.csv"' }
      })
    : result

/**
 * Handlers of the `reports` group. Optional middleware does not provide its account in the types:
 * read it optionally. A report by id needs the account: a key whose scope does not allow the
 * request is told so (403), as elsewhere; a share token works with such a key as without one.
 */
export const ReportsLive = HttpApiBuilder.group(MainApi, "reports", (handlers) =>
  Effect.gen(function* () {
    const reports = yield* Reports
    const forAccount = <A, E>(f: (accountId: string) => Effect.Effect<A, E>) =>
      orUnavailable(Effect.flatMap(CurrentAccount, (account) => f(account.id)))
    const forCaller = <A, E>(f: (accountId: string | undefined) => Effect.Effect<A, E>) =>
      keyOutOfScopeForbidden(orUnavailable(Effect.flatMap(maybeAccount, (account) => f(account?.id))))
    return handlers
      .handle("list", () => forAccount(reports.list))
      .handle("create", ({ payload }) => forAccount((account) => reports.create(account, payload)))
      .handle("preview", ({ payload, urlParams, request }) =>
        forAccount((account) => Effect.map(reports.preview(account, payload, urlParams), encoded(request.headers["accept"])))
      )
      .handle("get", ({ path }) => forCaller((account) => reports.get(account, path.id)))
      .handle("update", ({ path, payload }) => forAccount((account) => reports.update(account, path.id, payload)))
      .handle("remove", ({ path }) => forAccount((account) => reports.remove(account, path.id)))
      .handle("share", ({ path }) => forAccount((account) => reports.share(account, path.id)))
      .handle("shareGet", ({ path }) => forAccount((account) => reports.share(account, path.id)))
      .handle("unshare", ({ path }) => forAccount((account) => reports.unshare(account, path.id)))
      .handle("unshareGet", ({ path }) => forAccount((account) => reports.unshare(account, path.id)))
      .handle("run", ({ path, urlParams, request }) =>
        forCaller((account) => Effect.map(reports.run(account, path.id, urlParams), encoded(request.headers["accept"])))
      )
      .handle("meta", ({ path }) => forCaller((account) => reports.meta(account, path.id)))
  })
)
