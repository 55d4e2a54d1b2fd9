import type { IntegrationHandler } from "@leadflow/core"
import { makeSecretBox } from "../../src/secrets/SecretBox.js"
import { declaredSecretsOf, flowSecretOwner } from "../../src/secrets/FlowSecrets.js"

/** What the flow-secrets suites seal with: one box, one flow, and integrations with a password. */

export const box = makeSecretBox("test secret")
export const owner = flowSecretOwner("acct", "flow1")
export const seal = (plain: string): string => box.seal(plain, owner)

// `cpl_token` is a password; `credential_id` names a stored credential (not a secret).
const handler = {
  secretVariables: new Set(["cpl_token", "credential_id"]),
  requestVariables: [
    { name: "cpl_token", type: "password" },
    { name: "credential_id", type: "credential" }
  ]
} as unknown as IntegrationHandler

/** The secrets of the modules `modules` (each with `cpl_token` a password), none for any other. */
export const declaredFor = (modules: ReadonlyArray<string>) => declaredSecretsOf((moduleId) => (modules.includes(moduleId) ? handler : undefined))
