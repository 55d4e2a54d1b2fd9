import { Layer } from "effect"
import { SubmissionHandler } from "./SubmissionHandler.js"

// PLACEHOLDER (being replaced by the submission work).
export const SubmissionLive = Layer.succeed(
  SubmissionHandler,
  SubmissionHandler.of({ matches: () => false, handle: (_req, res) => void res.end() })
)
