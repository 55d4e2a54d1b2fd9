import type { FlowRecord } from "@leadflow/api"
import { DataTable } from "./page.js"

type Flow = typeof FlowRecord.Encoded
type Anything = Readonly<Record<string, unknown>>

/** A rule or rule set as a sentence: `lead.state is equal to TX and lead.email is not blank`. */
export const ruleText = (rule: unknown): string => {
  if (typeof rule !== "object" || rule === null) return ""
  const r = rule as Anything
  if (Array.isArray(r["rules"])) {
    const parts = (r["rules"] as ReadonlyArray<unknown>).map(ruleText).filter((t) => t !== "")
    const joined = parts.join(` ${String(r["op"] ?? "and")} `)
    return parts.length > 1 ? `(${joined})` : joined
  }
  const rhv = r["rhv"]
  const right = rhv === undefined ? "" : ` ${Array.isArray(rhv) ? rhv.join(", ") : String(rhv)}`
  const nested = r["rule_set"] !== undefined && r["rule_set"] !== null ? ` and ${ruleText(r["rule_set"])}` : ""
  return `${String(r["lhv"] ?? "")} ${String(r["op"] ?? "")}${right}${nested}`
}

const Rules = ({ ruleSet, label = "Rules" }: { readonly ruleSet: unknown; readonly label?: string }) => {
  const text = ruleText(ruleSet)
  return text === "" ? null : (
    <p>
      <span class="term">{label}:</span> <code>{text}</code>
    </p>
  )
}

const Mappings = ({ mappings }: { readonly mappings: unknown }) => {
  if (!Array.isArray(mappings) || mappings.length === 0) return null
  return (
    <DataTable class="mappings" caption="Mappings" showCaption columns={["Property", "Value", "When"]}>
      {(mappings as ReadonlyArray<Anything>).map((m, i) => (
        <tr key={i}>
          <th scope="row">
            <code>{String(m["property"] ?? "")}</code>
          </th>
          <td>
            <code>{Array.isArray(m["value"]) ? m["value"].join(", ") : String(m["value"] ?? "")}</code>
          </td>
          <td>{ruleText(m["rule_set"]) || "always"}</td>
        </tr>
      ))}
    </DataTable>
  )
}

const nameOf = (party: unknown): string => {
  const p = party as Anything | undefined
  const entity = p?.["entity"] as Anything | undefined
  return String(entity?.["name"] ?? entity?.["id"] ?? p?.["name"] ?? "")
}

const Phase = ({ title, count, children }: { readonly title: string; readonly count?: number; readonly children: preact.ComponentChildren }) => (
  <li class="phase">
    <h3>
      {title}
      {count === undefined ? null : <span class="badge">{count}</span>}
    </h3>
    {children}
  </li>
)

/**
 * A flow drawn as its phases, in the order a lead meets them: sources, acceptance criteria, caps,
 * steps (filters and recipients, each with its rules and mappings), destinations.
 */
export const FlowView = ({ flow }: { readonly flow: Flow }) => {
  const f = flow as unknown as Anything
  const caps = (f["caps"] as ReadonlyArray<Anything> | undefined) ?? []
  const destinations = (f["destinations"] as ReadonlyArray<Anything> | undefined) ?? []
  const criteria = f["acceptance_criteria"] as Anything | undefined
  return (
    <ol class="phases" aria-label={`Phases of ${flow.name}`}>
      <Phase title="Sources" count={flow.sources.length}>
        {flow.sources.length === 0 ? <p class="muted">No sources: nothing can submit leads to this flow.</p> : null}
        <ul>
          {flow.sources.map((s, i) => {
            const source = s as unknown as Anything
            const integration = source["integration"] as Anything | undefined
            return (
              <li key={i} class="card">
                <strong>{nameOf(source)}</strong> <span class="muted">({String(integration?.["module_id"] ?? "")})</span>
                {source["enabled"] === false ? <span class="badge off">disabled</span> : null}
                {source["id"] !== undefined ? (
                  <p class="muted">
                    Submit to <code>/flows/{flow.id}/sources/{String(source["id"])}/submit</code>
                  </p>
                ) : null}
                <Mappings mappings={integration?.["mappings"]} />
              </li>
            )
          })}
        </ul>
      </Phase>
      <Phase title="Acceptance criteria">
        {criteria === undefined ? (
          <p class="muted">Every lead is accepted.</p>
        ) : (
          <div class="card">
            <Rules ruleSet={criteria["rule_set"]} label="Accept when" />
            {criteria["reason"] !== undefined ? (
              <p>
                <span class="term">Otherwise:</span> {String(criteria["outcome"] ?? "failure")} — {String(criteria["reason"])}
              </p>
            ) : null}
          </div>
        )}
      </Phase>
      <Phase title="Caps" count={caps.length}>
        {caps.length === 0 ? <p class="muted">No caps.</p> : null}
        <ul>
          {caps.map((c, i) => (
            <li key={i} class="card">
              <strong>{String(c["name"] ?? c["id"] ?? `Cap ${i + 1}`)}</strong>: {String(c["limit"] ?? "")} per {String(c["duration"] ?? "")}{" "}
              {String(c["interval"] ?? c["unit"] ?? "")}
              <Rules ruleSet={c["rule_set"]} label="Counts leads when" />
            </li>
          ))}
        </ul>
      </Phase>
      <Phase title="Steps" count={flow.steps.length}>
        {flow.steps.length === 0 ? <p class="muted">No steps: accepted leads go nowhere yet. Add a recipient step.</p> : null}
        <ol>
          {flow.steps.map((step, i) => {
            const s = step as unknown as Anything
            const integration = s["integration"] as Anything | undefined
            return (
              <li key={i} class={`card step ${String(s["type"])}`}>
                <strong>
                  {i + 1}. {String(s["type"] ?? "step")}
                </strong>{" "}
                {s["type"] === "recipient" ? nameOf(s) : s["description"] !== undefined ? String(s["description"]) : null}
                {s["id"] !== undefined ? <span class="muted"> #{String(s["id"])}</span> : null}
                {s["enabled"] === false ? <span class="badge off">disabled</span> : null}
                {integration?.["module_id"] !== undefined ? <p class="muted">{String(integration["module_id"])}</p> : null}
                <Rules ruleSet={s["rule_set"]} label={s["type"] === "filter" ? "Stops the lead when" : "Runs when"} />
                {s["reason"] !== undefined ? (
                  <p>
                    <span class="term">Outcome:</span> {String(s["outcome"] ?? "")} — {String(s["reason"])}
                  </p>
                ) : null}
                <Mappings mappings={integration?.["mappings"]} />
              </li>
            )
          })}
        </ol>
      </Phase>
      <Phase title="Destinations" count={destinations.length}>
        {destinations.length === 0 ? <p class="muted">No destinations.</p> : null}
        <ul>
          {destinations.map((d, i) => (
            <li key={i} class="card">
              {nameOf(d) || String(d["id"] ?? `Destination ${i + 1}`)}
            </li>
          ))}
        </ul>
      </Phase>
    </ol>
  )
}
