import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Flow } from "../model/Flow.js"
import { flowStepIdIssues } from "./StepIdCheck.js"

const entity = { id: "5f00000000000000000000b1", name: "Buyer" }
const recipient = (id: string | undefined) => ({
  type: "recipient",
  ...(id === undefined ? {} : { id }),
  entity,
  integration: { module_id: "leadflow-test.outbound.post" }
})
const filter = (id: string) => ({ type: "filter", id, outcome: "failure", rule_set: { op: "and", rules: [] } })
const buyer = (id: string | undefined) => ({
  ...(id === undefined ? {} : { id }),
  entity,
  ping: { module_id: "leadflow-test.outbound.ping" },
  post: { module_id: "leadflow-test.outbound.post" }
})
const flowWith = (steps: ReadonlyArray<unknown>) =>
  Schema.decodeUnknownSync(Flow)({
    name: "F",
    enabled: true,
    fields: ["email"],
    sources: [{ entity: { id: "5f00000000000000000000a1" }, integration: { module_id: "leadflow-standard.inbound" } }],
    steps
  })

describe("flowStepIdIssues", () => {
  it("passes ids that each name one step, defaults included", () => {
    const flow = flowWith([
      recipient("buy001"),
      recipient(undefined),
      { type: "group", id: "grp001", distribution: "priority", steps: [recipient("mem001"), recipient(undefined)] },
      { type: "auction", id: "auc001", buyers: [buyer("byr001"), buyer(undefined)] },
      // Another group's and auction's defaulted members: under their own ids.
      { type: "group", distribution: "priority", steps: [recipient(undefined)] },
      { type: "auction", buyers: [buyer(undefined)] }
    ])
    expect(flowStepIdIssues(flow)).toEqual([])
  })

  it("passes a group or auction under the id of a step that runs: neither records events, caps or feedback under its own id", () => {
    // A group's id keys its round-robin cursor, an auction's its summary (appended.<id>) and held
    // bids: groups and auctions are told apart from one another only.
    const flow = flowWith([
      { type: "group", id: "acme01", distribution: "round_robin", steps: [recipient("acme01"), recipient("acme02")] },
      { type: "auction", id: "ping01", buyers: [buyer("ping01")] },
      recipient("ping02"),
      { type: "group", id: "ping02", distribution: "priority", steps: [recipient("mem001")] }
    ])
    expect(flowStepIdIssues(flow)).toEqual([])
  })

  it("names a step, member or buyer whose id an earlier one has, wherever each sits, at the later one", () => {
    const message = (first: string, id: string) =>
      `${first} has the id ${id} too: a step's events, caps, feedback and reports go by its id, so the two could not be told apart (caps without an id of their own would share one count). Give this step another id`
    const flow = flowWith([
      recipient("buy001"),
      filter("buy001"),
      { type: "group", id: "grp001", distribution: "priority", steps: [recipient("buy001"), recipient("mem001")] },
      { type: "auction", id: "grp001", buyers: [buyer("mem001"), buyer("byr001")] },
      // A buyer of another auction with a buyer's id; the same id twice in one auction is the auction check's.
      { type: "auction", id: "auc002", buyers: [buyer("byr001"), buyer("byr001")] }
    ])
    expect(flowStepIdIssues(flow)).toEqual([
      { path: "steps.1.id", message: message("steps.0", "buy001") },
      { path: "steps.2.steps.0.id", message: message("steps.0", "buy001") },
      { path: "steps.3.id", message: message("steps.2", "grp001") },
      { path: "steps.3.buyers.0.id", message: message("steps.2.steps.1", "mem001") },
      { path: "steps.4.buyers.0.id", message: message("steps.3.buyers.1", "byr001") }
    ])
    // A step without an id runs as step<index>: the step at index 10 as step10.
    const padded = flowWith([...Array.from({ length: 10 }, (_, i) => filter(`fil${String(i).padStart(3, "0")}`)), recipient(undefined), recipient("step10")])
    expect(flowStepIdIssues(padded)).toEqual([{ path: "steps.11.id", message: message("steps.10", "step10") }])
  })
})
