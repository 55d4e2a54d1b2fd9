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
import { validator } from "./Validate.js"
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
    family: (vars) => (text(vars["json_parameter"]) === undefined ? "json" : "form")
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
  validate: validator({ family: () => "form" }),
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
  validate: validator({ family: () => "none" }),
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
    family: (vars) => (text(vars["xml_parameter"]) === undefined ? "xml" : "form")
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
