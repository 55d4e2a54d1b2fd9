/**
 * The built-in entities every account can use (`standard: true`, shared and read-only): the
 * services that ship with Leadflow and the generic kinds of partner. Those with `module_ids`
 * may only be used with those integration modules.
 */

// Fixed ids and times, so that standard entities read the same in every installation.
const catalogueTime = "2020-01-01T00:00:00.000Z"
const standardId = (n: number): string => `5e0be100${n.toString(16).padStart(16, "0")}`

const entities: ReadonlyArray<Record<string, unknown>> = [
  {
    id: standardId(1),
    name: "Web Form",
    description: "A lead form on a website, posting with the standard source integration",
    module_ids: ["leadflow-standard.inbound", "leadflow-standard.inbound.verbose"],
    source: "form",
    recipient: null
  },
  {
    id: standardId(2),
    name: "Leadflow Account",
    description: "Another Leadflow account, reached with the standard delivery",
    module_ids: ["leadflow-standard.outbound"],
    source: null,
    recipient: "buyer"
  },
  {
    id: standardId(3),
    name: "Custom Buyer",
    description: "Any buyer reached over HTTP with the custom JSON, form, query or XML delivery",
    module_ids: [
      "leadflow-custom.outbound.json",
      "leadflow-custom.outbound.form",
      "leadflow-custom.outbound.query",
      "leadflow-custom.outbound.xml"
    ],
    source: null,
    recipient: "buyer"
  },
  {
    id: standardId(4),
    name: "SuppressionList",
    description: "Duplicate, existing-customer and do-not-call lists",
    module_ids: [
      "leadflow-suppressionlist.outbound.query_item",
      "leadflow-suppressionlist.outbound.add_item",
      "leadflow-suppressionlist.outbound.delete_item",
      "leadflow-suppressionlist.outbound.is_unique"
    ],
    source: null,
    recipient: "enhancement"
  },
  {
    id: standardId(5),
    name: "Leadflow Enhance",
    description: "Email and phone verification and enhancement",
    module_ids: ["leadflow-enhance.outbound.email", "leadflow-enhance.outbound.phone"],
    source: null,
    recipient: "enhancement"
  }
].map((entity) => ({
  ...entity,
  standard: true,
  account: false,
  field_suffix: null,
  created_at: catalogueTime,
  updated_at: catalogueTime
}))

export const standardEntities: ReadonlyArray<Record<string, unknown>> = entities

const byId = new Map(entities.map((entity) => [entity["id"] as string, entity]))

export const standardEntity = (id: string): Record<string, unknown> | undefined => byId.get(id.toLowerCase())
