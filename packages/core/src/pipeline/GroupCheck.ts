import type { Flow } from "../model/Flow.js"

/** One problem of a flow's groups, at its path into the flow. */
export interface GroupIssue {
  readonly path: string
  readonly message: string
}

/**
 * What a group says that it would not do: a `weight` on a member of a group that is not
 * `weighted` (every stored setting acts or is refused). A host reports these as the flow's
 * `errors` on save.
 */
export const flowGroupIssues = (flow: Flow): ReadonlyArray<GroupIssue> => {
  const issues: Array<GroupIssue> = []
  flow.steps.forEach((step, i) => {
    if (step.type !== "group" || step.distribution === "weighted") return
    step.steps.forEach((member, j) => {
      if (member.weight !== undefined)
        issues.push({
          path: `steps.${i}.steps.${j}.weight`,
          message: `A weight only acts in a weighted group; this group's distribution is ${step.distribution}`
        })
    })
  })
  return issues
}
