/**
 * The standard package: the source integration every flow can use (and its verbose variant), and
 * the delivery from one flow to another. The pure parsing helpers are exported for the server's
 * lean submission path.
 */
import { definePackage } from "../../Contract.js"
import { standardInbound, standardInboundVerbose } from "./Inbound.js"
import { standardOutbound } from "./Outbound.js"

export const standardPackage = definePackage({
  id: "leadflow-standard",
  provider: "Leadflow",
  name: "Standard",
  description:
    "Receive leads from sources by GET or POST (form, JSON or XML), answer them in JSON or XML, and deliver leads to another flow.",
  version: "0.1.0",
  integrations: [standardInbound, standardInboundVerbose, standardOutbound]
})

export { standardInbound, standardInboundVerbose } from "./Inbound.js"
export { standardOutbound, deliveryRequest, validateDelivery } from "./Outbound.js"
export { parseSubmission, SUBMISSION_TYPES, type SubmissionType } from "./Submission.js"
export { answerSubmission, DEFAULT_ANSWER_FIELDS, type SourceAnswer } from "./SourceAnswer.js"
export { parseForm } from "./FormBody.js"
export { unflatten, KeyCollision } from "./Unflatten.js"
export { parseXml, XmlUnparseable, XML_TEXT_KEY } from "./XmlBody.js"
export { parseJson } from "./JsonBody.js"
export { negotiate, type AnswerType } from "./Negotiation.js"
export { isPing } from "./SubmissionUri.js"
export { readFlowAnswer } from "./FlowAnswer.js"
