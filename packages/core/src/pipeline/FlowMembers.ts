/** One problem of a flow found on save, at its dotted path into the flow document. */
export interface FlowIssue {
  readonly path: string
  readonly message: string
}

/**
 * Every member of a flow document, wherever it sits (sources, steps, group members, auction
 * buyers ...), with its dotted path: for the save-time checks that look for a kind of setting by
 * its name (`caps`, `mappings`) rather than by where a schema puts it. `visit` answers whether to
 * look inside the member's value too.
 */
export const forEachMember = (
  node: unknown,
  visit: (key: string, value: unknown, path: string) => boolean,
  path = ""
): void => {
  if (Array.isArray(node)) {
    node.forEach((item: unknown, i) => forEachMember(item, visit, path === "" ? String(i) : `${path}.${i}`))
    return
  }
  if (typeof node !== "object" || node === null) return
  for (const [key, value] of Object.entries(node)) {
    const at = path === "" ? key : `${path}.${key}`
    if (visit(key, value, at)) forEachMember(value, visit, at)
  }
}
