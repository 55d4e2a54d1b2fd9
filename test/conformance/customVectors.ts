/**
 * Runs the custom-delivery conformance corpus (`custom-vectors.json`, taken from the public test
 * suite of the platform our users migrate from) against `leadflow-custom`, and reads the list of
 * deliberate deviations from the `## leadflow-custom` section of `packages/integrations/DEVIATIONS.md`.
 *
 * Projections of our shapes onto the old ones: module ids `leadconduit-custom.outbound.X` are ours
 * as `leadflow-custom.outbound.X`; our request's `followRedirects` is compared as the old
 * `followAllRedirects`; header values are text (the old module gave Content-Length as a number,
 * ours is the same number as text, as HTTP sends it).
 */
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { isDeepStrictEqual } from "node:util"
import { parse } from "@leadflow/types"
import type { InboundResponse, RequestResponseIntegration } from "../../packages/integrations/src/Contract.js"
import { mappedHeaders } from "../../packages/integrations/src/builtins/custom/Headers.js"
import { customPackage } from "../../packages/integrations/src/builtins/custom/index.js"

type Match = "exact" | "subset" | "paths"

export interface Vector {
  readonly id: string
  readonly integration: string
  readonly kind: "request" | "validate" | "header_mapping" | "response"
  readonly note: string
  readonly vars: Readonly<Record<string, unknown>>
  readonly match?: Match
  readonly expected_request?: Readonly<Record<string, unknown>>
  readonly expected_validate?: string | null
  readonly expected_headers?: Readonly<Record<string, unknown>>
  readonly expected_appended?: Readonly<Record<string, unknown>>
  readonly response?: {
    readonly status: number
    readonly headers: Readonly<Record<string, unknown>>
    readonly body?: string
  }
}

export interface VectorResult {
  readonly vector: Vector
  /** Our module id the vector ran against (the shared parser runs as the JSON module's). */
  readonly module: string
  readonly mismatches: ReadonlyArray<string>
}

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url))

export const loadVectors = (): ReadonlyArray<Vector> =>
  (JSON.parse(readFileSync(here("./custom-vectors.json"), "utf8")) as { vectors: ReadonlyArray<Vector> }).vectors

/** The `## leadflow-custom` rows of DEVIATIONS.md: vector id → reason. */
export const loadDeviations = (): ReadonlyMap<string, string> => {
  const text = readFileSync(here("../../packages/integrations/DEVIATIONS.md"), "utf8")
  const rows = new Map<string, string>()
  let inSection = false
  for (const line of text.split("\n")) {
    if (line.startsWith("## ")) inSection = line.trim() === "## leadflow-custom"
    if (!inSection) continue
    const m = /^\|\s*`?([a-z_]+-\d+)`?\s*\|\s*(.+?)\s*\|\s*$/.exec(line)
    if (m !== null) rows.set(m[1] as string, m[2] as string)
  }
  return rows
}

const isMarker = (value: unknown): value is { $type: string; $raw: unknown } =>
  value !== null && typeof value === "object" && "$type" in value && "$raw" in value

/** The vector's vars with each `{ $type, $raw }` replaced by the typed value it stands for. */
const decode = (value: unknown): unknown => {
  if (isMarker(value)) return parse(value.$type, value.$raw)
  if (Array.isArray(value)) return value.map(decode)
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, decode(v)]))
  return value
}

const modules = new Map(customPackage.integrations.map((i) => [i.id, i as RequestResponseIntegration]))

export const moduleFor = (vector: Vector): string => {
  const m = /^leadconduit-custom\.outbound\.(json|form|query|xml)$/.exec(vector.integration)
  return `leadflow-custom.outbound.${m === null ? "json" : (m[1] as string)}`
}

const textHeaders = (headers: unknown): unknown =>
  headers !== null && typeof headers === "object"
    ? Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)]))
    : headers

/** An expected request with header values as text (the old module's Content-Length was a number). */
const expectedRequest = (expected: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(expected).map(([key, value]) => [
      key,
      key === "headers" ? textHeaders(value) : key.startsWith("headers.") ? String(value) : value
    ])
  )

const show = (value: unknown): string => JSON.stringify(value) ?? "undefined"

const compare = (match: Match, expected: Readonly<Record<string, unknown>>, actual: Record<string, unknown>): Array<string> => {
  if (match === "exact")
    return isDeepStrictEqual(expected, actual) ? [] : [`expected ${show(expected)}, got ${show(actual)}`]
  const out: Array<string> = []
  for (const [key, want] of Object.entries(expected)) {
    const got =
      match === "paths" && key.startsWith("headers.")
        ? (actual["headers"] as Record<string, unknown> | undefined)?.[key.slice("headers.".length)]
        : actual[key]
    if (!isDeepStrictEqual(want, got)) out.push(`${key}: expected ${show(want)}, got ${show(got)}`)
  }
  return out
}

const run = (vector: Vector, module: RequestResponseIntegration): Array<string> => {
  const vars = decode(vector.vars) as Record<string, unknown>
  switch (vector.kind) {
    case "validate": {
      const got = module.validate?.(vars) ?? null
      return got === vector.expected_validate ? [] : [`expected ${show(vector.expected_validate)}, got ${show(got)}`]
    }
    case "header_mapping":
      return compare(vector.match ?? "exact", vector.expected_headers ?? {}, mappedHeaders(vars["header"]))
    case "request": {
      const req = module.request(vars)
      const actual: Record<string, unknown> = {
        url: req.url,
        method: req.method,
        headers: req.headers,
        followAllRedirects: req.followRedirects ?? false
      }
      if (req.body !== undefined) actual["body"] = req.body
      return compare(vector.match ?? "exact", expectedRequest(vector.expected_request ?? {}), actual)
    }
    case "response": {
      const res = vector.response ?? { status: 200, headers: {} }
      const response: InboundResponse = {
        status: res.status,
        version: "1.1",
        headers: textHeaders(res.headers) as InboundResponse["headers"],
        body: res.body ?? ""
      }
      const appended = module.response(vars, module.request(vars), response)
      return compare(vector.match ?? "exact", vector.expected_appended ?? {}, { ...appended })
    }
  }
}

export const runVector = (vector: Vector): VectorResult => {
  const id = moduleFor(vector)
  const module = modules.get(id)
  if (module === undefined) return { vector, module: id, mismatches: [`no module ${id}`] }
  try {
    return { vector, module: id, mismatches: run(vector, module) }
  } catch (e) {
    return { vector, module: id, mismatches: [`threw: ${e instanceof Error ? e.message : String(e)}`] }
  }
}
