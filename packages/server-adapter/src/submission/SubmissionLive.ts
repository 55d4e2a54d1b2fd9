import { Layer } from "effect"
import { CompiledFlows } from "./CompiledFlows.js"
import { SubmissionHandler } from "./SubmissionHandler.js"

// PLACEHOLDER (being replaced by the submission work): provides the submission handler and the
// compiled-flow cache the management API invalidates.
export const SubmissionLive = Layer.mergeAll(
  Layer.succeed(SubmissionHandler, SubmissionHandler.of({ matches: () => false, handle: (_req, res) => void res.end() })),
  Layer.succeed(CompiledFlows, CompiledFlows.of({ invalidate: () => undefined }))
)
