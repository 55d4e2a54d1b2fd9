import type { RuleEncoded } from "@leadflow/core"
import type { OperatorName } from "@leadflow/types"

/**
 * The lead shape every benchmark flow shares (the engine bench and the HTTP bench): 9 typed
 * fields, the source mappings that rename three of them, and the 10-condition acceptance
 * criteria, so that their figures describe the same per-lead work.
 */

export const rule = (lhv: string, op: OperatorName, rhv?: RuleEncoded["rhv"]): RuleEncoded =>
  rhv === undefined ? { lhv, op } : { lhv, op, rhv }

export const benchStates = ["TX", "CA", "NY", "FL", "AZ"]

export const benchFields = [
  { id: "phone_1", name: "Phone", type: "phone" },
  { id: "email", name: "Email", type: "email" },
  { id: "postal_code", name: "Postal code", type: "postal_code" },
  { id: "state", name: "State", type: "state" },
  { id: "dob", name: "Date of birth", type: "dob" },
  { id: "first_name", name: "First name", type: "first_name" },
  { id: "last_name", name: "Last name", type: "last_name" },
  { id: "ip_address", name: "IP address", type: "ip" },
  { id: "tcpa", name: "TCPA consent", type: "boolean" }
] as const

export const benchSourceMappings = [
  { property: "lead.first_name", value: "{{fname}}" },
  { property: "lead.last_name", value: "{{lname}}" },
  { property: "lead.phone_1", value: "{{phone}}" }
]

export const benchCriteria = {
  op: "and" as const,
  rules: [
    rule("lead.state", "is included in", benchStates),
    rule("lead.dob.age", "is greater than or equal to", 18),
    rule("lead.dob.age", "is less than", 80),
    rule("lead.tcpa", "is true"),
    rule("lead.email", "is not blank"),
    rule("lead.phone_1", "is not blank"),
    rule("lead.email", "format is valid"),
    rule("lead.phone_1", "format is valid"),
    rule("lead.postal_code", "format is valid"),
    rule("lead.first_name", "is not blank")
  ]
}
