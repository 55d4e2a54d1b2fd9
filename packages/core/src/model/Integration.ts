import { Schema } from "effect"
import { closedStruct, optional } from "./internal/Record.js"
import { Mapping } from "./Mapping.js"

/**
 * The integration a source, recipient step or feedback configuration uses: which module
 * (`<package>.<inbound|outbound>.<name>`) and the mappings applied to the lead for it.
 */

/** An integration module id (`leadconduit-salesforce.outbound.create_contact`). */
export const ModuleId = Schema.String.pipe(Schema.minLength(1)).annotations({ identifier: "ModuleId" })
export type ModuleId = typeof ModuleId.Type

export const IntegrationReference = closedStruct("IntegrationReference", {
  module_id: ModuleId,
  mappings: optional(Schema.Array(Mapping))
})
export type IntegrationReference = typeof IntegrationReference.Type
export type IntegrationReferenceEncoded = typeof IntegrationReference.Encoded
