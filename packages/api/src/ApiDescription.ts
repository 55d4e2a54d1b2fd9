/**
 * The API document's introduction (Markdown): what each part of the API is for, how to
 * authenticate, and how to name an event's properties in `rules`, `group_by` and `filters`
 * (the paths most often got wrong: `vars.flow.id`, not `flow.id`).
 */
export const apiDescription = `Leadflow's lead-processing API.

- **Main API** (\`/\`): flows, fields, entities, credentials, routers, packages and modules, events and event metrics, reports, caps and ping limits, pricing services.
- **Lead submission**: \`POST /flows/{flow_id}/sources/{source_id}/submit\` (and \`/ping\`), \`POST /routers/{router_id}/submit\` (and \`/ping\`). No API key unless the source requires authentication.
- **Batch API** (\`/batch\`): batches of leads delivered as files.
- **Certificate API** (\`/cert\`): consent certificates captured in the browser, and their pings.

## Authentication

HTTP Basic with the username \`API\` and the account's API key as the password: \`Authorization: Basic base64("API:<key>")\`. A missing or wrong key is a 401.

## Errors

Every error has a JSON body: \`{"error": "..."}\`, or for invalid input a 422 \`{"message": "Validation failed", "errors": {"<dotted path>": ["<message>", ...]}}\`. Management answers carry a \`_tag\` naming the error (\`ValidationFailed\`, \`NotFound\`, \`Unauthorized\`, ...). 503 with \`Retry-After\` when the server sheds load or its storage is unavailable.

## Event property paths

Events (\`GET /events\`, \`/events/stats\`, \`/events/event-metrics/*\`, reports) are selected and grouped by **property paths**: dotted names into the event record. The event's own members are top-level (\`outcome\`, \`reason\`, \`type\`, \`ms\`, \`step_count\`, \`cap_reached\`, \`module_id\`); everything the lead carried when it was processed is under \`vars\`:

| Path | What it holds |
|---|---|
| \`outcome\`, \`reason\`, \`type\` | the event's outcome (success, failure, error, skip), its reason, its kind (source, recipient, filter, ...) |
| \`vars.flow.id\`, \`vars.flow.name\` | the flow that processed the lead (**not** \`flow.id\`) |
| \`vars.source.id\` | the source the lead came from |
| \`vars.recipient.id\` | the recipient step's id (recipient events) |
| \`vars.lead.id\`, \`vars.lead.email\`, \`vars.lead.state\` | the lead's id and every value submitted; a typed value's components are under it (\`vars.lead.email.domain\`, \`vars.lead.email.normal\`, \`vars.lead.phone_1.area\`) |
| \`vars.account.id\` | the account |
| \`appended.<step key>.<name>\` | data appended by the flow's steps |

Paths are dot-separated names of letters, digits, \`_\` and \`-\` (at most 12); anything else is a 422 naming the parameter.

- **rules** (\`GET /events?rules=\`, \`/events/stats?rule=\`, a report's \`rules\`): core's rules with a path as \`lhv\`, e.g. \`[{"lhv": "vars.flow.id", "op": "is equal to", "rhv": "6650f1a2b3c4d5e6f7a8b9c0"}, {"lhv": "outcome", "op": "is equal to", "rhv": "success"}]\`.
- **group_by** (event metrics, \`/events/stats\`, a report's \`group_by\`): \`?group_by=vars.source.id&group_by=outcome\` counts per source and outcome.
- **filters** (event metrics): \`?filters=[{"property_name": "vars.flow.id", "operator": "eq", "property_value": "6650f1a2b3c4d5e6f7a8b9c0"}, {"property_name": "vars.lead.email", "operator": "is not blank"}]\`; operators eq, ne, lt, lte, gt, gte, exists, in, contains, not_contains, starts_with, is blank, is not blank.
`
