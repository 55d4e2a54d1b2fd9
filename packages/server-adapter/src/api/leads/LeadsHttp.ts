import { HttpApiBuilder } from "@effect/platform"
import { Effect, Option } from "effect"
import { CurrentAccount } from "../CurrentAccount.js"
import { NotFound, Unauthorized } from "../Errors.js"
import { MainApi } from "../MainApi.js"
import { orUnavailable } from "../counters/Unavailable.js"
import { makeLeadStore } from "./LeadStore.js"
import { leadView, searchResult } from "./LeadView.js"
import { parseSearchTerms } from "./SearchTerms.js"

/** The reference's search window: at most 1,000 results overall, 100 a page (10 by default). */
const maxResults = 1_000
const defaultPageSize = 10

/** Leads are a paid feature: free accounts get 401, as the reference says. */
const paidAccount = Effect.flatMap(CurrentAccount, (account) =>
  account.plan === "free"
    ? Effect.fail(new Unauthorized({ error: "Free accounts do not have access to leads" }))
    : Effect.succeed(account)
)

/** Handlers of the `leads` group. */
export const LeadsLive = HttpApiBuilder.group(MainApi, "leads", (handlers) =>
  Effect.map(makeLeadStore, (store) =>
    handlers
      .handle("searchLeads", ({ urlParams }) =>
        orUnavailable(
          Effect.gen(function* () {
            const account = yield* paidAccount
            const terms = parseSearchTerms(urlParams.query)
            const offset = urlParams.from ?? 0
            const limit = Math.min(urlParams.limit ?? defaultPageSize, Math.max(0, maxResults - offset))
            const found = yield* store.search({
              accountId: account.id,
              terms,
              sortBy: urlParams.sort_by,
              sortDir: urlParams.sort_dir,
              offset,
              limit
            })
            const latest = yield* store.latestEvents(
              account.id,
              found.rows.map((row) => row.leadId)
            )
            return { hits: found.rows.map((row) => searchResult(row, terms, latest.get(row.leadId))), total: found.total }
          })
        )
      )
      .handle("listLeads", ({ urlParams }) =>
        orUnavailable(
          Effect.gen(function* () {
            const account = yield* paidAccount
            const rows = yield* store.list(account.id, urlParams.flow_id, urlParams.from ?? 0, urlParams.limit ?? 100)
            return rows.map(leadView)
          })
        )
      )
      .handle("getLead", ({ path }) =>
        orUnavailable(
          Effect.gen(function* () {
            const account = yield* paidAccount
            const source = yield* store.sourceEvent(account.id, path.id)
            if (Option.isNone(source)) return yield* Effect.fail(new NotFound({ error: `Lead ${path.id} not found` }))
            const events = yield* store.events(account.id, path.id)
            return { ...leadView(source.value), events: events.map((event) => event.body) }
          })
        )
      )
  )
)
