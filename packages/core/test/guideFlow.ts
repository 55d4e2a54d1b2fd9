import { expect } from "@effect/vitest"
import { Either, Schema } from "effect"
import { readFileSync } from "node:fs"
import { type CompiledFlow, Engine, Flow, flowAuctionIssues, flowGroupIssues, flowScheduleIssues } from "../src/index.js"
import { fields } from "./fixtures.js"

/**
 * The "A complete flow" JSON document of a guide under `packages/core/docs/`, and the flow it
 * compiles to after the checks a save makes (groups, schedules, auctions) found nothing.
 */
export const guideFlow = (guideFile: string) => {
  const guide = readFileSync(new URL(`../docs/${guideFile}`, import.meta.url), "utf8")
  const block = /## A complete flow[\s\S]*?```json\n([\s\S]*?)```/.exec(guide)?.[1]
  /** The flow, decoded, checked and compiled (assertions fail the calling test). */
  const compile = (): CompiledFlow => {
    expect(block).toBeDefined()
    const decoded = Schema.decodeUnknownEither(Flow)(JSON.parse(block ?? "{}"))
    expect(Either.isRight(decoded)).toBe(true)
    const flow = Either.getOrThrow(decoded)
    expect(flowGroupIssues(flow)).toEqual([])
    expect(flowScheduleIssues(flow)).toEqual([])
    expect(flowAuctionIssues(flow)).toEqual([])
    const compiled = Engine.compile(flow, fields)
    expect(compiled.blocked).toBeUndefined()
    return compiled
  }
  /** The entity ids the document names (the guide tells readers to replace them with their own). */
  const entityIds = (): ReadonlyArray<string | undefined> =>
    [...new Set([...(block ?? "").matchAll(/"entity": \{ "id": "([0-9a-f]{24})"/g)].map((m) => m[1]))]
  return { guide, block, compile, entityIds }
}
