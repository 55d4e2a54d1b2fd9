/**
 * leadflow-acme: Leadflow integrations for Acme CRM (a fictional CRM, the worked example of
 * docs/writing-an-integration.md). Copy this package to start your own.
 *
 * The engine loads the default export (or the named `integrationPackage`) of every package
 * listed in `LEADFLOW_PLUGINS`.
 */
import { definePackage } from "@leadflow/integrations"
import { createLead } from "./createLead.js"
import { scoreLead } from "./scoreLead.js"

export const integrationPackage = definePackage({
  id: "leadflow-acme",
  provider: "Acme Inc.",
  name: "Acme CRM",
  description: "Deliver leads to Acme CRM and enhance them with Acme's lead score",
  // Keep in step with package.json: the engine records it on every event.
  version: "1.0.0",
  link: "https://acme-crm.example/leadflow",
  integrations: [createLead, scoreLead]
})

export default integrationPackage
export { createLead, scoreLead }
