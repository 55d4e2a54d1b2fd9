import type { Firehose } from "../model/Firehose.js"
import type { Flow } from "../model/Flow.js"
import { MASK } from "../secrets/SecretNames.js"

/**
 * The flow's `firehose` setting as its source events carry it: a copy whose connection strings
 * (which hold the storage account's key) are masked. Made once per flow version.
 */
const recorded = new WeakMap<Flow, Firehose>()

export const recordedFirehose = (flow: Flow): Firehose | undefined => {
  const firehose = flow.firehose
  if (firehose === undefined) return undefined
  let copy = recorded.get(flow)
  if (copy === undefined) {
    const services = firehose.services
    copy =
      services === undefined
        ? firehose
        : {
            ...firehose,
            services: Object.fromEntries(
              Object.entries(services).map(([name, service]) => [
                name,
                service.connection_string === undefined ? service : { ...service, connection_string: MASK }
              ])
            )
          }
    recorded.set(flow, copy)
  }
  return copy
}
