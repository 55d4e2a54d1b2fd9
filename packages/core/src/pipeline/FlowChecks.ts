import type { Flow } from "../model/Flow.js"
import { flowScheduleIssues } from "../schedule/FlowSchedules.js"
import { flowAuctionIssues } from "./AuctionCheck.js"
import { flowDestinationIssues } from "./DestinationCheck.js"
import { flowEntityZoneIssues } from "./EntityZoneCheck.js"
import type { FlowIssue } from "./FlowMembers.js"
import { flowGroupIssues } from "./GroupCheck.js"
import { flowInertIssues } from "./InertCheck.js"
import { flowLimitIssues } from "./LimitCheck.js"
import { flowMemberIssues } from "./MemberCheck.js"
import { flowPriceOrderIssues } from "./PriceOrderCheck.js"
import { flowStepIdIssues } from "./StepIdCheck.js"
import { flowTimeoutIssues } from "./TimeoutCheck.js"

/**
 * Every problem of a flow that core finds in the flow alone, each at its path into the flow: its
 * schedules (`flowScheduleIssues`), groups, auctions, caps and ping limits (`flowLimitIssues`),
 * members it does not have (`flowMemberIssues`), steps under one id (`flowStepIdIssues`), settings
 * others keep from acting (`flowInertIssues`: a list check without a list, pricing always priced
 * before, ping limits without pings, two sources under one short id, ...), prices a later price of
 * theirs always replaces (`flowPriceOrderIssues`), destinations, constant timeouts, and the
 * entity references' time zones caps count in (`flowEntityZoneIssues`). These are
 * the save checks a host runs that need no storage; `compileFlow` runs them too, and blocks a flow
 * with any (a flow that may not run does not run). The checks that need the account's records
 * (entities, lists, credentials, fields, pricing services), and the server's template, rule and
 * return-rate checks, stay with the host.
 */
export const flowCheckIssues = (flow: Flow): ReadonlyArray<FlowIssue> => [
  ...flowScheduleIssues(flow),
  ...flowGroupIssues(flow),
  ...flowAuctionIssues(flow),
  ...flowLimitIssues(flow),
  ...flowMemberIssues(flow),
  ...flowStepIdIssues(flow),
  ...flowInertIssues(flow),
  ...flowPriceOrderIssues(flow),
  ...flowDestinationIssues(flow),
  ...flowTimeoutIssues(flow),
  ...flowEntityZoneIssues(flow)
]

/** How many issues a blocked flow's reason names (each with its path); the rest are counted. */
const NAMED_ISSUES = 3
/** A named issue's message is cut to this many characters: the reason is recorded with every lead. */
const MESSAGE_LENGTH = 200

/**
 * Why a flow with these issues may not run, naming the first few by path, or undefined when there
 * are none: `The flow has 2 problems that keep it from running (caps.1.id: ...; list_checks.dnc.list_name: ...):
 * it takes no leads until they are fixed`.
 */
export const blockedReason = (issues: ReadonlyArray<FlowIssue>): string | undefined => {
  if (issues.length === 0) return undefined
  const named = issues
    .slice(0, NAMED_ISSUES)
    .map(({ path, message }) => `${path}: ${message.length > MESSAGE_LENGTH ? `${message.slice(0, MESSAGE_LENGTH - 3)}...` : message}`)
  const more = issues.length > NAMED_ISSUES ? `; and ${issues.length - NAMED_ISSUES} more` : ""
  const count = `${issues.length} problem${issues.length === 1 ? "" : "s"}`
  return `The flow has ${count} that keep${issues.length === 1 ? "s" : ""} it from running (${named.join("; ")}${more}): it takes no leads until they are fixed`
}
