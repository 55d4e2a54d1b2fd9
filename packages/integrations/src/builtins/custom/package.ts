/**
 * `leadflow-custom`: deliveries to any HTTP endpoint, configured entirely by mappings. JSON, form
 * POST, query string (GET) and XML request builders share one response parser. (The SOAP module
 * of the platform we replace is not part of this package.)
 */
import { defineIntegration, definePackage } from "../../Contract.js"
import { formRequest } from "./RequestForm.js"
import { JSON_METHODS, jsonRequest } from "./RequestJson.js"
import { queryRequest } from "./RequestQuery.js"
import { XML_METHODS, xmlRequest } from "./RequestXml.js"
import { parseResponse } from "./Response.js"
import { text } from "./Normalize.js"
import { settingNames, settingProblem } from "./Settings.js"
import { headerNameProblem, validator } from "./Validate.js"
import {
  formRequestVariables,
  jsonRequestVariables,
  queryRequestVariables,
  responseVariables,
  xmlRequestVariables
} from "./Variables.js"

export const customJson = defineIntegration({
  id: "leadflow-custom.outbound.json",
  name: "JSON",
  type: "delivery",
  tag: "Custom",
  description: "Send the lead as a JSON document (or a form field holding one) and read the outcome from the response",
  request_variables: jsonRequestVariables,
  response_variables: responseVariables,
  validate: validator({
    methods: JSON_METHODS,
    family: (vars) => (text(vars["json_parameter"]) === undefined ? "json" : "form"),
    settings: settingNames(jsonRequestVariables)
  }),
  request: jsonRequest,
  response: parseResponse
})

export const customForm = defineIntegration({
  id: "leadflow-custom.outbound.form",
  name: "Form POST",
  type: "delivery",
  tag: "Custom",
  description: "POST the lead as form fields (application/x-www-form-urlencoded) and read the outcome from the response",
  request_variables: formRequestVariables,
  response_variables: responseVariables,
  validate: validator({ family: () => "form", settings: settingNames(formRequestVariables) }),
  request: formRequest,
  response: parseResponse
})

export const customQuery = defineIntegration({
  id: "leadflow-custom.outbound.query",
  name: "Query string (GET)",
  type: "delivery",
  tag: "Custom",
  description: "GET a URL with the lead in its query string and read the outcome from the response",
  request_variables: queryRequestVariables,
  response_variables: responseVariables,
  validate: validator({ family: () => "none", settings: settingNames(queryRequestVariables) }),
  request: queryRequest,
  response: parseResponse
})

export const customXml = defineIntegration({
  id: "leadflow-custom.outbound.xml",
  name: "XML",
  type: "delivery",
  tag: "Custom",
  description: "Send the lead as an XML document (or a form field holding one) and read the outcome from the response",
  request_variables: xmlRequestVariables,
  response_variables: responseVariables,
  validate: validator({
    methods: XML_METHODS,
    family: (vars) => (text(vars["xml_parameter"]) === undefined ? "xml" : "form"),
    settings: settingNames(xmlRequestVariables)
  }),
  request: xmlRequest,
  response: parseResponse
})

export const customPackage = definePackage({
  id: "leadflow-custom",
  provider: "Leadflow",
  name: "Custom",
  description:
    "Deliver leads to any HTTP endpoint as JSON, a form post, a query string or XML, and read the buyer's answer " +
    "(outcome, reason, price, reference) from JSON, XML, HTML or text responses",
  version: "0.1.0",
  integrations: [customJson, customForm, customQuery, customXml]
})

/** Each custom delivery's yes/no and number settings, by module id. */
const SETTINGS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  customPackage.integrations.map((integration) => [integration.id, new Set(settingNames(integration.request_variables))])
)

/**
 * For a save (a flow's delivery step, an auction buyer's ping or post, a pricing service): why a
 * custom delivery's mapping property could never be sent, or undefined (another module, or a
 * property that can). A `header.*` name that is no RFC 9110 token fails on every lead; `validate`
 * refuses it with the same message.
 */
export const customPropertyProblem = (moduleId: string, property: string): string | undefined => {
  if (!SETTINGS.has(moduleId) || !property.startsWith("header.") || property.length === "header.".length) return undefined
  return headerNameProblem(property.slice("header.".length))
}

/**
 * For a save: why a custom delivery could never read a mapping's constant value (not a template,
 * which is read per lead by `validate`) of one of its yes/no or number settings, or undefined
 * (another module or setting, or a value it reads). The message `validate` skips the step with.
 */
export const customValueProblem = (moduleId: string, property: string, value: unknown): string | undefined =>
  SETTINGS.get(moduleId)?.has(property) === true ? settingProblem(property, value) : undefined
