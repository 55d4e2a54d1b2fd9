import type { FlowRecord, Lead, LeadSearchResults, LeadWithEvents } from "@leadflow/api"
import { useState } from "preact/hooks"
import { DataTable, Options, sourcesOf } from "../components/page.js"
import { Empty, ErrorBox, FirstLead, Json, Loading, maskSecrets, when } from "../components/ui.js"
import { href, navigate } from "../router.js"
import { useApi, usePages } from "../useApi.js"

type Flow = typeof FlowRecord.Encoded
type LeadRow = typeof Lead.Encoded
type Hits = typeof LeadSearchResults.Encoded
type Full = typeof LeadWithEvents.Encoded
type Event = Readonly<Record<string, unknown>>

interface Row {
  readonly id: string
  readonly when: string
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly flowId: string
  readonly flow: string
  readonly sourceId: string
  readonly source: string
  readonly outcome: string
  readonly reason: string
}

type Optional = string | null | undefined

/** The members a lead and a search hit share. */
const described = (l: {
  readonly submission_timestamp: string
  readonly first_name?: Optional
  readonly last_name?: Optional
  readonly email?: Optional
  readonly phone_1?: Optional
  readonly flow_id?: Optional
  readonly flow_name?: Optional
  readonly source_id?: Optional
  readonly source_name?: Optional
}) => ({
  when: l.submission_timestamp,
  name: [l.first_name, l.last_name].filter(Boolean).join(" "),
  email: l.email ?? "",
  phone: l.phone_1 ?? "",
  flowId: l.flow_id ?? "",
  flow: l.flow_name ?? l.flow_id ?? "",
  sourceId: l.source_id ?? "",
  source: l.source_name ?? l.source_id ?? ""
})

const fromLead = (l: LeadRow): Row => ({ ...described(l), id: l.id, outcome: l.outcome, reason: l.reason ?? "" })

const fromHit = (h: Hits["hits"][number]): Row => ({
  ...described(h),
  id: h.lead_id,
  outcome: String(h.latest_event?.["outcome"] ?? ""),
  reason: String(h.latest_event?.["reason"] ?? "")
})

const isId = (text: string) => /^[0-9a-f]{24}$/i.test(text.trim())

/** Leads per page of `/leads` (it takes up to 1,000) and of `/search/leads` (up to 100). */
export const leadsPage = 200
export const searchPage = 100

/** A date filter as an instant (ISO 8601); undefined when empty; null when it cannot be read (`since=yesterday` in a link). */
export const instantOf = (text: string): string | undefined | null => {
  if (text.trim() === "") return undefined
  const ms = Date.parse(text)
  return Number.isNaN(ms) ? null : new Date(ms).toISOString()
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * Search: text (name, email, phone) through /search/leads, or the latest leads (of a flow) through
 * /leads, a page at a time (“Load more leads”). The API filters neither by outcome, source nor time
 * (nor a search by flow): those filters apply to the leads loaded so far, and the page says so.
 */
export const LeadSearch = ({ query }: { readonly query: URLSearchParams }) => {
  const q = query.get("q") ?? ""
  const flowId = query.get("flow") ?? ""
  const outcome = query.get("outcome") ?? ""
  const sourceId = query.get("source") ?? ""
  const since = query.get("since") ?? ""
  const until = query.get("until") ?? ""
  const [form, setForm] = useState({ q, flow: flowId, outcome, source: sourceId, since, until })
  const flows = useApi<ReadonlyArray<Flow>>("/flows")
  const search = usePages<Hits, Hits["hits"][number]>(q === "" ? null : "/search/leads", {
    query: { query: q },
    pageSize: searchPage,
    read: (page) => ({ items: page.hits, total: page.total }),
    after: (loaded) => ({ from: loaded.length }),
    id: (hit) => hit.lead_id
  })
  const list = usePages<ReadonlyArray<LeadRow>, LeadRow>(q === "" ? "/leads" : null, {
    query: { flow_id: flowId },
    pageSize: leadsPage,
    read: (page) => ({ items: page }),
    after: (loaded) => ({ from: loaded.length }),
    id: (lead) => lead.id
  })
  const pages = q === "" ? list : search
  const loaded = q === "" ? list.items.map(fromLead) : search.items.map(fromHit)
  const sinceAt = instantOf(since)
  const untilAt = instantOf(until)
  const unreadable = [
    ...(sinceAt === null ? [["From", since] as const] : []),
    ...(untilAt === null ? [["To", until] as const] : [])
  ]
  // What the API did not filter: it applies to the loaded leads only.
  const local = [
    ...(q !== "" && flowId !== "" ? ["flow"] : []),
    ...(outcome !== "" ? ["outcome"] : []),
    ...(sourceId !== "" ? ["source"] : []),
    ...(typeof sinceAt === "string" || typeof untilAt === "string" ? ["time"] : [])
  ]
  const rows = loaded.filter(
    (r) =>
      (flowId === "" || r.flowId === flowId) &&
      (outcome === "" || r.outcome === outcome) &&
      (sourceId === "" || r.sourceId === sourceId) &&
      (typeof sinceAt !== "string" || r.when >= sinceAt) &&
      (typeof untilAt !== "string" || r.when <= untilAt)
  )
  const total = pages.total
  const firstLoad = pages.loading && loaded.length === 0
  const sources = sourcesOf(flows.data)
  const caption =
    local.length > 0
      ? `${plural(rows.length, "lead matches", "leads match")} among the ${plural(loaded.length, "lead", "leads")} loaded${total !== undefined ? ` (of ${total} found)` : ""}`
      : total !== undefined && total > loaded.length
        ? `${loaded.length} of ${plural(total, "lead", "leads")}`
        : pages.more
          ? `The newest ${plural(loaded.length, "lead", "leads")}`
          : plural(loaded.length, "lead", "leads")
  const submit = (e: Event | globalThis.Event) => {
    ;(e as globalThis.Event).preventDefault()
    if (isId(form.q)) return navigate(href("leads", form.q.trim()))
    const params = new URLSearchParams(Object.entries(form).filter(([, v]) => v !== ""))
    navigate(`#/leads?${params.toString()}`)
  }
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onInput: (e: globalThis.Event) => setForm({ ...form, [name]: (e.target as HTMLInputElement).value }),
    onChange: (e: globalThis.Event) => setForm({ ...form, [name]: (e.target as HTMLInputElement).value })
  })
  return (
    <section aria-labelledby="leads-title">
      <h1 id="leads-title" tabIndex={-1}>
        Leads
      </h1>
      <form class="filters" role="search" aria-label="Search leads" onSubmit={submit}>
        <label>
          Lead id, name, email or phone
          <input type="search" name="q" {...field("q")} />
        </label>
        <label>
          Flow
          <select name="flow" {...field("flow")}>
            <Options all="All flows" options={(flows.data ?? []).map((f) => [f.id, f.name] as const)} />
          </select>
        </label>
        <label>
          Source
          <select name="source" {...field("source")}>
            <Options all="All sources" options={sources} />
          </select>
        </label>
        <label>
          Outcome
          <select name="outcome" {...field("outcome")}>
            <option value="">Any outcome</option>
            <option value="success">success</option>
            <option value="failure">failure</option>
            <option value="error">error</option>
          </select>
        </label>
        <label>
          From
          <input type="datetime-local" name="since" {...field("since")} />
        </label>
        <label>
          To
          <input type="datetime-local" name="until" {...field("until")} />
        </label>
        <button type="submit">Search</button>
      </form>
      {unreadable.length > 0 ? (
        <p class="note warning" role="status">
          {unreadable.map(([name, text]) => `The ${name} date “${text}” could not be read, so it is not applied.`).join(" ")} Choose a date and time in
          the form.
        </p>
      ) : null}
      {local.length > 0 && pages.more ? (
        <p class="note" role="status" data-testid="loaded-only">
          The {local.join(", ")} {local.length === 1 ? "filter applies" : "filters apply"} to the {plural(loaded.length, "lead", "leads")} loaded so far
          (newest first), not to all {total !== undefined ? `${total} found` : "your leads"}: choose “Load more leads” to look further back.
        </p>
      ) : null}
      <ErrorBox error={pages.error ?? flows.error} />
      {firstLoad ? <Loading what="Searching leads" /> : null}
      {!pages.loading && loaded.length === 0 && q === "" && flowId === "" && pages.error === undefined ? <FirstLead flows={flows.data} /> : null}
      {!firstLoad && rows.length === 0 && !(q === "" && flowId === "" && loaded.length === 0) ? (
        <Empty title="No matching leads">
          <p>{pages.more ? "None of the leads loaded so far matches: load more, or" : "Try"} fewer filters, another spelling, or a longer period.</p>
        </Empty>
      ) : null}
      {rows.length > 0 ? (
        <DataTable caption={caption} showCaption columns={["Submitted", "Lead", "Email", "Phone", "Flow", "Source", "Outcome"]}>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{when(r.when)}</td>
              <th scope="row">
                <a href={href("leads", r.id)}>{r.name === "" ? r.id : r.name}</a>
              </th>
              <td>{r.email}</td>
              <td>{r.phone}</td>
              <td>{r.flow}</td>
              <td>{r.source}</td>
              <td>
                <span class={`outcome ${r.outcome}`}>{r.outcome}</span>
                {r.reason !== "" ? <span class="muted"> — {r.reason}</span> : null}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      {pages.more ? (
        <p>
          <button type="button" class="secondary" onClick={pages.loadMore} disabled={pages.loading}>
            {pages.loading ? "Loading more leads…" : "Load more leads"}
          </button>{" "}
          <span class="muted">
            {total !== undefined ? `${loaded.length} of ${total} loaded` : `${plural(loaded.length, "lead", "leads")} loaded, newest first`}
          </span>
        </p>
      ) : null}
    </section>
  )
}

const eventTitle = (e: Event): string => {
  const type = String(e["type"] ?? "event")
  const vars = e["vars"] as Event | undefined
  const recipient = vars?.["recipient"] as Event | undefined
  if (type === "recipient" && recipient !== undefined) return `Delivery to ${String(recipient["name"] ?? recipient["id"] ?? "a recipient")}`
  if (type === "source") return "Received from the source"
  if (type === "filter") return `Filter${e["step_id"] !== undefined ? ` #${String(e["step_id"])}` : ""}`
  return type
}

/** What a step appended: a recipient's data under its key (`custom`), the source's `appended`. */
const appendedOf = (e: Event): unknown => (e["type"] === "recipient" && typeof e["key"] === "string" ? e[e["key"]] : e["appended"])

/** A delivery's HTTP exchanges (request and response, as the API masks them). */
const transactionsOf = (e: Event): ReadonlyArray<Event> => (Array.isArray(e["transactions"]) ? (e["transactions"] as ReadonlyArray<Event>) : [])

const money = (e: Event): string =>
  (["cost", "revenue"] as const)
    .filter((k) => typeof e[k] === "number" && e[k] !== 0)
    .map((k) => `${k} ${(e[k] as number).toFixed(2)}`)
    .join(" · ")

/** A typed field's value as the API answers it: `{normal, raw, valid}`. */
const isRich = (v: unknown): v is Event => typeof v === "object" && v !== null && !Array.isArray(v) && ("normal" in v || "raw" in v)

/** A lead value as text: objects and lists (an address, several phones) as JSON, never “[object Object]”. */
export const shownValue = (v: unknown): string =>
  v === undefined || v === null ? "" : typeof v === "object" ? JSON.stringify(v) : String(v)

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === "object" && Object.keys(v as object).length === 0)

/** One lead: its values and its events in order (source, then every step), with requests, responses, timings and appended data. */
export const LeadPage = ({ id }: { readonly id: string }) => {
  const lead = useApi<Full>(`/leads/${encodeURIComponent(id)}`)
  if (lead.loading) return <Loading what="Loading the lead" />
  if (lead.data === undefined)
    return (
      <section>
        <h1 tabIndex={-1}>Lead {id}</h1>
        <ErrorBox error={lead.error} />
        <a href={href("leads")}>Back to the leads</a>
      </section>
    )
  const l = lead.data
  const events = [...l.events].sort((a, b) => Number(a["start_timestamp"] ?? 0) - Number(b["start_timestamp"] ?? 0))
  const values = Object.entries(l.lead).filter(([k]) => k !== "id")
  return (
    <section aria-labelledby="lead-title">
      <p>
        <a href={href("leads")}>← Leads</a>
      </p>
      <h1 id="lead-title" tabIndex={-1}>
        Lead {[l.first_name, l.last_name].filter(Boolean).join(" ") || l.id}
      </h1>
      <dl class="facts">
        <dt>Id</dt>
        <dd>
          <code>{l.id}</code>
        </dd>
        <dt>Outcome</dt>
        <dd>
          <span class={`outcome ${l.outcome}`}>{l.outcome}</span>
          {l.reason !== null ? ` — ${l.reason}` : ""}
        </dd>
        <dt>Flow</dt>
        <dd>{l.flow_id !== undefined ? <a href={href("flows", l.flow_id)}>{l.flow_name ?? l.flow_id}</a> : "—"}</dd>
        <dt>Source</dt>
        <dd>{l.source_name ?? l.source_id ?? "—"}</dd>
        <dt>Submitted</dt>
        <dd>{when(l.submission_timestamp)}</dd>
      </dl>
      <h2>Values</h2>
      <DataTable caption="Lead values" columns={["Field", "Value", "As received"]}>
        {values.map(([k, v]) => {
          const rich = isRich(v) ? v : undefined
          return (
            <tr key={k}>
              <th scope="row">{k}</th>
              <td>{shownValue(rich === undefined ? v : rich["normal"])}</td>
              <td>{rich === undefined ? "" : shownValue(rich["raw"])}{rich?.["valid"] === false ? " (invalid)" : ""}</td>
            </tr>
          )
        })}
      </DataTable>
      <h2>Timeline</h2>
      <ol class="timeline" aria-label="Events of this lead, in order">
        {events.map((e, i) => (
          <li key={String(e["id"] ?? i)} class="event">
            <h3>
              {i + 1}. {eventTitle(e)} <span class={`outcome ${String(e["outcome"] ?? "")}`}>{String(e["outcome"] ?? "")}</span>
            </h3>
            <p class="muted">
              {when(e["start_timestamp"])} · {String(e["ms"] ?? 0)} ms processing
              {e["wait_ms"] !== undefined ? ` · ${String(e["wait_ms"])} ms waiting` : ""}
              {e["total_ms"] !== undefined ? ` · ${String(e["total_ms"])} ms total` : ""}
              {e["module_id"] !== undefined ? ` · ${String(e["module_id"])}` : ""}
            </p>
            {e["reason"] !== undefined && e["reason"] !== null ? <p>Reason: {String(e["reason"])}</p> : null}
            {money(e) !== "" ? <p>{money(e)}</p> : null}
            {!isEmpty(appendedOf(e)) ? (
              <details open>
                <summary>Appended data</summary>
                <Json value={maskSecrets(appendedOf(e))} label={`Appended data of event ${i + 1}`} />
              </details>
            ) : null}
            {transactionsOf(e).map((t, n, all) => (
              <details key={n}>
                <summary>
                  {all.length > 1 ? `Delivery ${n + 1}: ` : "Delivery: "}
                  {String((t["request"] as Event | undefined)?.["method"] ?? "")} {String((t["request"] as Event | undefined)?.["uri"] ?? "")} →{" "}
                  {String((t["response"] as Event | undefined)?.["status"] ?? "no response")}
                  {t["ms"] !== undefined ? ` in ${String(t["ms"])} ms` : ""}
                </summary>
                <h4>Request</h4>
                <Json value={maskSecrets(t["request"])} label={`Request of event ${i + 1}`} />
                <h4>Response</h4>
                <Json value={maskSecrets(t["response"])} label={`Response of event ${i + 1}`} />
              </details>
            ))}
            {!isEmpty(e["request"]) ? (
              <details>
                <summary>Request</summary>
                <Json value={maskSecrets(e["request"])} label={`Request of event ${i + 1}`} />
              </details>
            ) : null}
            {!isEmpty(e["response"]) ? (
              <details>
                <summary>Response</summary>
                <Json value={maskSecrets(e["response"])} label={`Response of event ${i + 1}`} />
              </details>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
