import type { Flow } from "../model/Flow.js"
import type { Schedule } from "../model/Schedule.js"
import { checkSchedule, type ScheduleIssue } from "./Schedule.js"

/**
 * The problems of every schedule of a flow (sources, steps, groups and their members), each at
 * its path into the flow (`steps.1.steps.0.schedule.days.mon.0.1`). A host reports them as the
 * flow's `errors` on save; a flow with any cannot be deployed.
 */
export const flowScheduleIssues = (flow: Flow): ReadonlyArray<ScheduleIssue> => {
  const issues: Array<ScheduleIssue> = []
  const check = (schedule: Schedule | undefined, path: string) => {
    if (schedule === undefined) return
    for (const issue of checkSchedule(schedule)) issues.push({ path: `${path}.schedule.${issue.path}`, message: issue.message })
  }
  flow.sources.forEach((source, i) => check(source.schedule, `sources.${i}`))
  flow.steps.forEach((step, i) => {
    check(step.schedule, `steps.${i}`)
    if (step.type === "group") step.steps.forEach((member, j) => check(member.schedule, `steps.${i}.steps.${j}`))
    if (step.type === "auction") step.buyers.forEach((buyer, j) => check(buyer.schedule, `steps.${i}.buyers.${j}`))
  })
  return issues
}
