import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { environment } from "./Help.js"

/**
 * The operator's two lists of settings name the variables `--help` names (which a CLI test holds
 * to the sources): the server-adapter README's table lacked thirteen of them (logs, metrics,
 * shutdown, traces, proxy, geolocation).
 */
const listed = [...environment.matchAll(/^ {2}([A-Z][A-Z0-9_]+)\s/gm)].map((m) => m[1] ?? "").sort()

/** The variables named in the first column of the table under `heading`, up to the next heading. */
const tableOf = (file: string, heading: string): ReadonlyArray<string> => {
  const text = readFileSync(resolve(import.meta.dirname, file), "utf8")
  const start = text.indexOf(heading)
  const end = text.indexOf("\n#", start + heading.length)
  const rows = text.slice(start, end === -1 ? undefined : end).split("\n").filter((line) => line.startsWith("| `"))
  return [...new Set(rows.flatMap((row) => [...(row.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? "")))].sort()
}

describe("the documented settings", () => {
  it("docs/operations.md's table lists every variable --help lists, and no other", () => {
    expect(listed.length).toBeGreaterThan(30)
    expect(tableOf("../../../../docs/operations.md", "## Environment variables")).toEqual(listed)
  })

  it("the server-adapter README's table lists every variable --help lists, and no other", () => {
    expect(tableOf("../../README.md", "### Configuration")).toEqual(listed)
  })
})
