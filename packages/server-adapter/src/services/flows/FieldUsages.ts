/**
 * Where a flow uses each of its fields: rule operands (`lhv`), mapping targets (`property`) and
 * every template (`{{lead.email}}`) in its acceptance criteria, caps, pricing, list checks,
 * sources' and steps' mappings and rules, filter reasons. A field is named as `lead.<id>` or,
 * for custom fields, by its bare id.
 */

export interface FieldUsage {
  /** Dotted path of the value that names the field. */
  readonly path: string
  /** What that value is part of (`source 0 mapping`, `step 2 rules`, `flow acceptance criteria`). */
  readonly location: string
}

const variablePath = /[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*/g
const template = /\{\{([^}]*)\}\}/g

/** The field a variable path names, if any (`lead.phone_1.area` → `phone_1`). */
const fieldOf = (variable: string, fields: ReadonlySet<string>): string | undefined => {
  const segments = variable.split(".")
  const id = segments[0] === "lead" ? segments[1] : segments[0]
  return id !== undefined && fields.has(id) ? id : undefined
}

const fieldsInTemplate = (text: string, fields: ReadonlySet<string>): Array<string> => {
  const found: Array<string> = []
  for (const [, expression = ""] of text.matchAll(template))
    for (const [variable] of expression.matchAll(variablePath)) {
      const id = fieldOf(variable, fields)
      if (id !== undefined) found.push(id)
    }
  return found
}

const describe = (path: ReadonlyArray<string>): string => {
  const owner = path[0] === "sources" || path[0] === "steps" ? `${path[0] === "sources" ? "source" : "step"} ${path[1]}` : "flow"
  const kinds: ReadonlyArray<[string, string]> = [
    ["mappings", "mapping"],
    ["acceptance_criteria", "acceptance criteria"],
    ["caps", "caps"],
    ["pricing", "pricing"],
    ["list_checks", "list check"],
    ["feedback", "feedback"],
    ["rule_set", "rules"]
  ]
  const kind = kinds.find(([key]) => path.includes(key))?.[1] ?? path[path.length - 1] ?? ""
  return `${owner} ${kind}`
}

/** The usages of each of `fieldIds` in a flow document (every id present, unused ones empty). */
export const fieldUsages = (flow: unknown, fieldIds: ReadonlyArray<string>): Record<string, Array<FieldUsage>> => {
  const fields = new Set(fieldIds)
  const usages: Record<string, Array<FieldUsage>> = Object.fromEntries(fieldIds.map((id) => [id, []]))
  const walk = (node: unknown, path: ReadonlyArray<string>) => {
    if (typeof node === "string") {
      const key = path[path.length - 1]
      const ids = new Set(fieldsInTemplate(node, fields))
      if (key === "lhv" || key === "property") {
        const id = fieldOf(node, fields)
        if (id !== undefined) ids.add(id)
      }
      for (const id of ids) usages[id]?.push({ path: path.join("."), location: describe(path) })
      return
    }
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, String(i)]))
    else if (typeof node === "object" && node !== null)
      for (const [key, value] of Object.entries(node)) {
        // The field list itself declares fields; it does not use them.
        if (path.length === 0 && (key === "fields" || key === "errors" || key === "error")) continue
        walk(value, [...path, key])
      }
  }
  walk(flow, [])
  // By path, whatever order the store kept the document's keys in (PostgreSQL's JSONB reorders them).
  for (const list of Object.values(usages)) list.sort((a, b) => a.path.localeCompare(b.path, "en", { numeric: true }))
  return usages
}
