/** A line diff (longest common subsequence) of two texts: what changed from `before` to `after`. */
export interface DiffLine {
  readonly kind: "same" | "added" | "removed"
  readonly text: string
}

export const diffLines = (before: string, after: string): ReadonlyArray<DiffLine> => {
  const a = before.split("\n")
  const b = after.split("\n")
  const n = a.length
  const m = b.length
  const lcs: Array<Uint32Array> = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1))
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!)
  const out: Array<DiffLine> = []
  let i = 0
  let j = 0
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push({ kind: "same", text: a[i]! })
      i++
      j++
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) out.push({ kind: "removed", text: a[i++]! })
    else out.push({ kind: "added", text: b[j++]! })
  }
  while (i < n) out.push({ kind: "removed", text: a[i++]! })
  while (j < m) out.push({ kind: "added", text: b[j++]! })
  return out
}

/** `JSON.stringify(value, null, 2)`, with the line (1-based) where each path's value starts. */
export const stringifyWithLines = (value: unknown): { readonly text: string; readonly lines: ReadonlyMap<string, number> } => {
  const lines = new Map<string, number>()
  let line = 1
  const write = (v: unknown, path: ReadonlyArray<string | number>, indent: string): string => {
    lines.set(path.join("."), line)
    if (Array.isArray(v)) {
      if (v.length === 0) return "[]"
      line++
      const items = v.map((item, i) => {
        const text = `${indent}  ${write(item, [...path, i], indent + "  ")}`
        line++
        return text
      })
      return `[\n${items.join(",\n")}\n${indent}]`
    }
    if (typeof v === "object" && v !== null) {
      const entries = Object.entries(v).filter(([, x]) => x !== undefined)
      if (entries.length === 0) return "{}"
      line++
      const items = entries.map(([k, x]) => {
        const head = `${indent}  ${JSON.stringify(k)}: `
        const text = head + write(x, [...path, k], indent + "  ")
        line++
        return text
      })
      return `{\n${items.join(",\n")}\n${indent}}`
    }
    return JSON.stringify(v) ?? "null"
  }
  const text = write(value, [], "")
  return { text, lines }
}

/** The line of an error's path, or of its nearest parent that has one. */
export const lineOfPath = (lines: ReadonlyMap<string, number>, path: string): number | undefined => {
  const parts = path.split(".")
  while (parts.length > 0) {
    const found = lines.get(parts.join("."))
    if (found !== undefined) return found
    parts.pop()
  }
  return lines.get("")
}
