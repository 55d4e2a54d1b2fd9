import type { InvalidListItem } from "@leadflow/api"

/** How many invalid items an answer lists (the counts cover them all). */
export const maxListedInvalid = 20

/** Longest excerpt of an invalid value an answer echoes. */
const maxEchoed = 100

/** Counts of an addition or removal, with the first invalid items and why. */
export class ListTally {
  done = 0
  skipped = 0
  invalid = 0
  readonly errors: Array<InvalidListItem> = []

  refuse(position: number, value: unknown, reason: string): void {
    this.invalid++
    if (this.errors.length >= maxListedInvalid) return
    const text = typeof value === "string" ? value : JSON.stringify(value) ?? String(value)
    this.errors.push({ position, value: text.length > maxEchoed ? `${text.slice(0, maxEchoed)}…` : text, reason })
  }
}
