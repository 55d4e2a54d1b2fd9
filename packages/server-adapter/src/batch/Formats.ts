import type { BatchFormat } from "@leadflow/api"

/**
 * How each format writes a file: its media type, file extension, header line and one line per
 * record. Lines end with CRLF in CSV (RFC 4180) and LF elsewhere.
 *
 * - csv: comma-separated; a value with a comma, quote, CR or LF (or leading/trailing space) is
 *   quoted and its quotes doubled.
 * - tsv: `text/tab-separated-values` forbids tabs and line breaks inside values, so they become
 *   spaces (nothing is quoted).
 * - pipe: `|`-separated, quoted as CSV when a value holds `|`, a quote or a line break.
 * - jsonl: one JSON object per record (column names to values, or the whole lead without
 *   columns), no header.
 */
export interface FileFormat {
  readonly contentType: string
  readonly extension: string
  /** The header line (with its line ending), or "" for none. */
  readonly header: (names: ReadonlyArray<string>) => string
  /** One record's line (with its line ending). */
  readonly line: (names: ReadonlyArray<string>, values: ReadonlyArray<string>, data: Readonly<Record<string, unknown>>) => string
}

const quoteWhen =
  (needsQuotes: RegExp) =>
  (value: string): string =>
    needsQuotes.test(value) ? `"${value.replaceAll('"', '""')}"` : value

const csvValue = quoteWhen(/[",\r\n]|^\s|\s$/)
const pipeValue = quoteWhen(/["|\r\n]/)
const tsvValue = (value: string): string => value.replace(/[\t\r\n]/g, " ")

const delimited = (
  contentType: string,
  extension: string,
  separator: string,
  ending: string,
  encode: (value: string) => string
): FileFormat => {
  const join = (values: ReadonlyArray<string>): string => values.map(encode).join(separator) + ending
  return { contentType, extension, header: join, line: (_names, values) => join(values) }
}

const jsonLines: FileFormat = {
  contentType: "application/x-ndjson",
  extension: "jsonl",
  header: () => "",
  line: (names, values, data) => {
    if (names.length === 0) return `${JSON.stringify(data)}\n`
    const out: Record<string, string> = {}
    names.forEach((name, i) => {
      out[name] = values[i] ?? ""
    })
    return `${JSON.stringify(out)}\n`
  }
}

export const formats: Readonly<Record<BatchFormat, FileFormat>> = {
  csv: delimited("text/csv; charset=utf-8", "csv", ",", "\r\n", csvValue),
  tsv: delimited("text/tab-separated-values; charset=utf-8", "tsv", "\t", "\n", tsvValue),
  pipe: delimited("text/plain; charset=utf-8", "txt", "|", "\n", pipeValue),
  jsonl: jsonLines
}
