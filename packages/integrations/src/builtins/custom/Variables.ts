/** The request and response variables of the custom deliveries (the runtime adds `timeout_seconds` to every module). */
import type { Variable } from "../../Contract.js"

const URL: Variable = { name: "url", type: "string", required: true, description: "Server URL (http or https)" }

const TRANSPORT: ReadonlyArray<Variable> = [
  { name: "header.*", type: "wildcard", description: "HTTP header to send (header.X-Api-Key), its name an HTTP token (no spaces or colons); Accept and Content-Length cannot be set; characters beyond Latin-1 are sent transliterated to ASCII" },
  { name: "send_ascii", type: "boolean", description: "Transliterate the values sent to ASCII (ê → e, ß → ss); default false" },
  { name: "basic_username", type: "string", description: "HTTP Basic authentication username" },
  { name: "basic_password", type: "password", description: "HTTP Basic authentication password" },
  {
    name: "credential_id",
    type: "credential",
    description: "A stored username and password credential for HTTP Basic authentication (used before basic_username)",
    credential_types: ["user"]
  }
]

const followRedirects = (byDefault: boolean): Variable => ({
  name: "follow_redirects",
  type: "boolean",
  description: `Follow HTTP redirects (default ${String(byDefault)})`
})

/** The response-parsing settings, shared by every module. */
const PARSING: ReadonlyArray<Variable> = [
  { name: "outcome_search_term", type: "string", description: "Text or regex (/pattern/flags) to search the response for, without regard to case; empty matches anything" },
  { name: "outcome_search_path", type: "string", description: "Where to search: a JSON dot path, an XPath (XML) or a CSS selector (HTML); default the whole body" },
  { name: "outcome_on_match", type: "string", description: "Outcome when the search term is found: success (default), failure or error; not found gives the opposite (error's opposite is success)" },
  { name: "reason_path", type: "string", description: "Where the reason is: a JSON dot path (* for every member), an XPath, a CSS selector (optionally followed by \" @attribute\"), or for text a regex whose first group is the reason" },
  { name: "default_reason", type: "string", description: "Reason to use when reason_path finds nothing" },
  { name: "price_path", type: "string", description: "Where the price is (same kinds of path as reason_path); the first value found is the price" },
  { name: "fallback_price", type: "number", description: "Price to use when price_path finds nothing: a number of 0 or more (default 0)" },
  { name: "reference_path", type: "string", description: "Where the recipient's reference (lead id) is (same kinds of path as reason_path)" },
  { name: "capture.*", type: "wildcard", description: "A regex over the response body; its first capture group is appended under the name after capture." },
  { name: "cookie_search_term", type: "string", description: "Text or regex naming the Set-Cookie header to append as cookie" },
  { name: "response_content_type_override", type: "string", description: "Read the response as this Content-Type (for servers that send the wrong one)" }
]

const EXTRA_PARAMETER: Variable = { name: "extra_parameter.*", type: "wildcard", description: "Additional form field sent next to the document field" }

export const jsonRequestVariables: ReadonlyArray<Variable> = [
  URL,
  { name: "method", type: "string", description: "HTTP method: POST (default), PUT, DELETE or PATCH" },
  { name: "json_property.*", type: "wildcard", description: "JSON property in dot notation (address.city); integer segments make lists (items.0.name)" },
  { name: "json_parameter", type: "string", description: "Send the JSON document as this form field (application/x-www-form-urlencoded) instead of as the body" },
  { name: "nested_extra_parameter.*", type: "wildcard", description: "With json_parameter: a form field whose value is the JSON of the object mapped under it" },
  EXTRA_PARAMETER,
  ...TRANSPORT,
  followRedirects(false),
  ...PARSING
]

export const formRequestVariables: ReadonlyArray<Variable> = [
  URL,
  { name: "form_field.*", type: "wildcard", description: "Form field; dotted names are sent as they are, a trailing .N or a list repeats the field" },
  { name: "encode_form_field_names", type: "boolean", description: "Percent-encode field names (default true); values are always encoded" },
  ...TRANSPORT,
  followRedirects(false),
  ...PARSING
]

export const queryRequestVariables: ReadonlyArray<Variable> = [
  URL,
  { name: "parameter.*", type: "wildcard", description: "Query string parameter; a trailing .N or a list repeats the parameter" },
  ...TRANSPORT,
  followRedirects(true),
  ...PARSING
]

export const xmlRequestVariables: ReadonlyArray<Variable> = [
  URL,
  { name: "method", type: "string", description: "HTTP method: POST (default), PUT or PATCH" },
  { name: "xml_path.*", type: "wildcard", description: "XML element in dot notation (lead.first_name); @name sets an attribute (lead@id, items.item.0.@id), #text and #cdata the content" },
  { name: "xml_parameter", type: "string", description: "Send the XML document as this form field (application/x-www-form-urlencoded) instead of as the body" },
  EXTRA_PARAMETER,
  ...TRANSPORT,
  followRedirects(false),
  ...PARSING
]

export const responseVariables: ReadonlyArray<Variable> = [
  { name: "outcome", type: "string", description: "success, failure or error (error for a 5xx answer)" },
  { name: "reason", type: "string", description: "The reasons found at reason_path, sorted and joined with \", \", or default_reason" },
  { name: "price", type: "number", description: "The price found at price_path, else fallback_price, else 0" },
  { name: "reference", type: "string", description: "The value found at reference_path (a list for a path with *)" },
  { name: "cookie", type: "string", description: "The first Set-Cookie header (sorted) matching cookie_search_term" },
  { name: "*", type: "wildcard", description: "The JSON or XML response document, and the capture.* values" }
]
