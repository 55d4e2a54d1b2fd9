import type { Destination } from "../model/Destination.js"
import type { EntityReference } from "../model/Entity.js"
import type { Mapping } from "../model/Mapping.js"
import type { RecipientStep } from "../model/Step.js"

/**
 * A flow's `destinations`, as the steps they run as: the spec's phase 4 runs "the `steps` array
 * (combined with any `destinations`)". Each action of each destination becomes one recipient step
 * after the flow's own steps, in the order the destinations and their actions are listed. It
 * delivers the lead (`lead.*`, typed values printed in their normal form) as a JSON POST to the
 * action's `webhook_url` with the built-in JSON delivery, so the integration runtime's address
 * checks, timeouts and redaction apply, and records a recipient event like any other step.
 */

/** The integration every destination action delivers with. */
export const DESTINATION_MODULE_ID = "leadflow-custom.outbound.json"

/** What a destination step's event says about where it delivered (`destination` on the event). */
export interface DestinationInfo {
  readonly instance_id: string
  readonly name?: string
  readonly action_id?: string
  readonly action_name?: string
}

/** A destination action as a recipient step, with what its event records about it. */
export interface DestinationStep {
  readonly step: RecipientStep
  readonly id: string
  readonly destination: DestinationInfo
}

const present = (value: string | undefined): string | undefined => (value === undefined || value === "" ? undefined : value)

/** Events are JSON: members the flow leaves out are absent, never undefined. */
const info = (instanceId: string, name?: string, actionId?: string, actionName?: string): DestinationInfo => ({
  instance_id: instanceId,
  ...(name === undefined ? {} : { name }),
  ...(actionId === undefined ? {} : { action_id: actionId }),
  ...(actionName === undefined ? {} : { action_name: actionName })
})

/**
 * The recipient steps of `destinations`, ids `destination0`, `destination1`, ... in order. The
 * webhook URL is sent as written (a constant, never a template). A flow with an action without
 * one, or not an http(s) one, or with a member a destination or action does not have, is refused
 * on save (`flowDestinationIssues` in `DestinationCheck.ts`) and compiles `blocked` (`compileFlow`
 * runs the same checks): its leads end in `error` before any step, so such an action never runs.
 * The `?? ""` below only keeps the step well-formed.
 */
export const destinationSteps = (destinations: ReadonlyArray<Destination> | undefined): ReadonlyArray<DestinationStep> => {
  const out: Array<DestinationStep> = []
  for (const destination of destinations ?? []) {
    const name = present(destination.name)
    const instanceId = present(destination.instance_id) ?? name ?? ""
    // The recipient of the event: the destination instance (reports group by `vars.recipient.id`).
    // Instance ids are the marketplace's, not always ObjectIds; the step is built here, never decoded.
    const entity = (name === undefined ? { id: instanceId } : { id: instanceId, name }) as EntityReference
    for (const action of destination.actions ?? []) {
      const mappings: ReadonlyArray<Mapping> = [
        { property: "url", value: action.webhook_url ?? "" },
        { property: "method", value: "POST" },
        { property: "json_property", value: "{{lead}}" }
      ]
      const id = `destination${out.length}`
      out.push({
        id,
        step: { type: "recipient", entity, integration: { module_id: DESTINATION_MODULE_ID, mappings } } as RecipientStep,
        destination: info(instanceId, name, present(action.action_id), present(action.name))
      })
    }
  }
  return out
}
