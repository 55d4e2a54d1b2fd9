import { Effect, Option } from "effect"
import { NotFound, type SearchQuery } from "@leadflow/api"
import { makeLeadStore } from "./LeadStore.js"
import { leadView, searchResult } from "./LeadView.js"
import { parseSearchTerms } from "./SearchTerms.js"

/** The reference's search window: at most 1,000 results overall, 100 a page (10 by default). */
const maxResults = 1_000
const defaultPageSize = 10

/** A search: its terms (`query`), sort, and page (`from`, `limit`), as `GET /search/leads` takes them. */
export type LeadSearch = typeof SearchQuery.Type

/** An account's leads, as their events tell them: searched, listed by flow, or one with its events. */
export class Leads extends Effect.Service<Leads>()("@leadflow/server-adapter/Leads", {
  effect: Effect.gen(function* () {
    const store = yield* makeLeadStore

    const search = (accountId: string, params: LeadSearch = {}) =>
      Effect.gen(function* () {
        const terms = parseSearchTerms(params.query)
        const offset = params.from ?? 0
        const limit = Math.min(params.limit ?? defaultPageSize, Math.max(0, maxResults - offset))
        const found = yield* store.search({ accountId, terms, sortBy: params.sort_by, sortDir: params.sort_dir, offset, limit })
        const latest = yield* store.latestEvents(
          accountId,
          found.rows.map((row) => row.leadId)
        )
        return { hits: found.rows.map((row) => searchResult(row, terms, latest.get(row.leadId))), total: found.total }
      }).pipe(Effect.withSpan("Leads.search"))

    const list = (accountId: string, params: { readonly flow_id?: string | undefined; readonly from?: number | undefined; readonly limit?: number | undefined } = {}) =>
      Effect.map(store.list(accountId, params.flow_id, params.from ?? 0, params.limit ?? 100), (rows) => rows.map(leadView)).pipe(
        Effect.withSpan("Leads.list")
      )

    const get = (accountId: string, id: string) =>
      Effect.gen(function* () {
        const source = yield* store.sourceEvent(accountId, id)
        if (Option.isNone(source)) return yield* Effect.fail(new NotFound({ error: `Lead ${id} not found` }))
        const events = yield* store.events(accountId, id)
        return { ...leadView(source.value), events: events.map((event) => event.body) }
      }).pipe(Effect.withSpan("Leads.get"))

    return { search, list, get } as const
  })
}) {}
