import type { RunResult } from "@leadflow/api"

/**
 * A run as CSV (RFC 4180): a header of the `group_by` paths then the columns, one line per row.
 * A missing group value is an empty field.
 */
const field = (value: string | number | null): string => {
  if (value === null) return ""
  const text = typeof value === "string" ? spreadsheetSafe(value) : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * A text a spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return) gets a leading apostrophe, as OWASP advises against CSV injection: group
 * values come from leads, which sellers write, and a report is opened in a spreadsheet. A text
 * that is a plain number (`-5`) stays as it is. Batch files for buyers' systems are not touched.
 */
export const spreadsheetSafe = (text: string): string =>
  /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text) ? `'${text}` : text

export const toCsv = (result: RunResult): string => {
  const header = [...result.group_by, ...result.columns].map(field).join(",")
  const lines = result.rows.map((row) =>
    [...result.group_by.map((path) => row.group[path] ?? null), ...result.columns.map((column) => row.values[column] ?? 0)]
      .map(field)
      .join(",")
  )
  return [header, ...lines].join("\r\n") + "\r\n"
}

/** Whether the Accept header asks for CSV rather than JSON (CSV listed before any JSON type). */
export const wantsCsv = (accept: string | undefined): boolean => {
  if (accept === undefined) return false
  for (const range of accept.split(",")) {
    const type = (range.split(";")[0] ?? "").trim().toLowerCase()
    if (type === "text/csv") return true
    if (type === "application/json" || type === "*/*" || type.endsWith("+json")) return false
  }
  return false
}
