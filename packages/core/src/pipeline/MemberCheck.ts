import { capMembers } from "../model/Cap.js"
import type { Flow } from "../model/Flow.js"
import { ListCheck } from "../model/ListCheck.js"
import { PingLimit } from "../model/PingLimit.js"
import { Source } from "../model/Source.js"
import { type FlowIssue, forEachMember } from "./FlowMembers.js"

const pingLimitMembers: ReadonlySet<string> = new Set(Object.keys(PingLimit.fields))
const listCheckMembers: ReadonlySet<string> = new Set(Object.keys(ListCheck.fields))
const sourceMembers: ReadonlySet<string> = new Set(Object.keys(Source.fields))

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const unknownMembers = (record: unknown, known: ReadonlySet<string>, what: string, path: string, issues: Array<FlowIssue>): void => {
  if (!isRecord(record)) return
  for (const key of Object.keys(record))
    if (!known.has(key))
      issues.push({ path: `${path}.${key}`, message: `Not a setting of a ${what}: it would not act (a ${what} has ${[...known].join(", ")})` })
}

/**
 * Members of a cap, ping limit, source or list check that Leadflow does not have. These records
 * are open, as the reference's are: a document brought over from it keeps every member through
 * a save and a read. But a member nothing reads would be a setting accepted and ignored (a
 * misspelled `maximun`, a `reset_at` of another product), so each is a flow error: the flow is
 * saved with it and cannot be deployed until it is removed. Caps are found wherever a flow holds
 * them (the flow, its sources, steps, group members, auction buyers, caps within caps).
 */
export const flowMemberIssues = (flow: Flow): ReadonlyArray<FlowIssue> => {
  const issues: Array<FlowIssue> = []
  const caps = (list: ReadonlyArray<unknown>, path: string): void =>
    list.forEach((cap, i) => {
      unknownMembers(cap, capMembers, "cap", `${path}.${i}`, issues)
      if (isRecord(cap) && Array.isArray(cap["caps"])) caps(cap["caps"], `${path}.${i}.caps`)
    })
  forEachMember(flow, (key, value, at) => {
    if (key === "caps" && Array.isArray(value)) caps(value, at)
    else if (key === "ping_limits" && Array.isArray(value))
      value.forEach((limit: unknown, i) => unknownMembers(limit, pingLimitMembers, "ping limit", `${at}.${i}`, issues))
    else return true
    return false
  })
  flow.sources.forEach((source, i) => unknownMembers(source, sourceMembers, "source", `sources.${i}`, issues))
  for (const [name, check] of Object.entries(flow.list_checks ?? {}))
    unknownMembers(check, listCheckMembers, "list check", `list_checks.${name}`, issues)
  return issues
}
