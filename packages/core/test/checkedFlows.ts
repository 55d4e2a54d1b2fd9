import { Schema } from "effect"
import { Flow } from "../src/model/Flow.js"

/** Flows for the save-time checks' tests (`src/pipeline/*Check.test.ts`): one standard source. */

export const checkedSource = (extra: Record<string, unknown> = {}) => ({
  entity: { id: "5f00000000000000000000a1", name: "Web" },
  integration: { module_id: "leadflow-standard.inbound" },
  ...extra
})

/** A decoded flow with `extra` members, its one source with `sourceExtra`. */
export const checkedFlow = (extra: Record<string, unknown>, sourceExtra: Record<string, unknown> = {}) =>
  Schema.decodeUnknownSync(Flow)({ name: "F", enabled: true, fields: [], steps: [], sources: [checkedSource(sourceExtra)], ...extra })
