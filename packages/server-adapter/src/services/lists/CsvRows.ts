/**
 * CSV read as it arrives: text goes in piece by piece (a piece may end anywhere, inside a
 * quoted field too), complete rows come out. Only the current row is held, so a body of any
 * size is read in the memory of one row. RFC 4180: fields in double quotes may hold commas,
 * line breaks and `""` (one quote); rows end with LF or CRLF; blank lines are skipped.
 */
export class CsvRows {
  private field = ""
  private row: Array<string> = []
  private quoted = false
  /** A quote just closed a quoted field; the next character decides (`""` or the field's end). */
  private closing = false
  /** The last character was a CR outside quotes (a CRLF's LF is then no second row end). */
  private afterCr = false
  /** The row being read holds something (a lone line break is no row). */
  private started = false

  /** The rows completed by `text`. */
  push(text: string): Array<Array<string>> {
    const rows: Array<Array<string>> = []
    for (let i = 0; i < text.length; i++) {
      const c = text[i] as string
      if (this.quoted) {
        if (this.closing) {
          this.closing = false
          if (c === '"') {
            this.field += '"'
            continue
          }
          this.quoted = false
        } else {
          if (c === '"') this.closing = true
          else this.field += c
          continue
        }
      }
      const cr = this.afterCr
      this.afterCr = false
      if (c === "\n" || c === "\r") {
        if (c === "\n" && cr) continue
        if (c === "\r") this.afterCr = true
        const row = this.endRow()
        if (row !== undefined) rows.push(row)
      } else if (c === ",") {
        this.row.push(this.field)
        this.field = ""
        this.started = true
      } else if (c === '"' && this.field.trim() === "") {
        this.field = ""
        this.quoted = true
        this.started = true
      } else {
        this.field += c
        this.started = true
      }
    }
    return rows
  }

  /** The last row, when the text did not end with a line break. */
  end(): Array<string> | undefined {
    this.quoted = false
    this.closing = false
    return this.endRow()
  }

  private endRow(): Array<string> | undefined {
    if (!this.started) return undefined
    this.row.push(this.field)
    const row = this.row
    this.row = []
    this.field = ""
    this.started = false
    return row
  }
}
