/**
 * @leadflow/integrations: the plugin contract, the runtime that executes plugins for the engine,
 * and the built-in integrations.
 */
export * from "./Contract.js"
export * from "./runtime/index.js"
export { builtinPackages } from "./builtins/index.js"
export {
  customPackage,
  customJson,
  customForm,
  customQuery,
  customXml,
  customPropertyProblem,
  customValueProblem
} from "./builtins/custom/index.js"
export { enhancePackage } from "./builtins/enhance/index.js"
export { suppressionListPackage } from "./builtins/suppressionlist/index.js"
export {
  standardPackage,
  parseSubmission,
  answerSubmission,
  negotiate,
  isPing,
  parseForm,
  parseXml,
  parseJson,
  unflatten,
  SUBMISSION_TYPES,
  DEFAULT_ANSWER_FIELDS
} from "./builtins/standard/index.js"
export type { SubmissionType, SourceAnswer, AnswerType } from "./builtins/standard/index.js"
/** Re-exported so `handle` integrations need only this package. */
export { IntegrationError } from "@leadflow/core"
