import { OpenApi } from "@effect/platform"
import { apiDescription } from "./ApiDescription.js"
import { MainApi } from "./MainApi.js"
import { SubmissionApi } from "./submission/SubmissionApi.js"

/**
 * The whole HTTP interface as documented and as a client sees it: `MainApi` (what the server
 * routes through HttpApi) plus lead submission, which the server serves on a lean `node:http`
 * path of its own. `/openapi.json`, `/docs` and `@leadflow/client` are derived from this one.
 */
export class LeadflowApi extends MainApi.add(SubmissionApi).annotate(OpenApi.Description, apiDescription) {}
