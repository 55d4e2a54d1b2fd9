/**
 * Test helpers for Leadflow flows: fast-check arbitraries for flows, rule sets and leads, and an
 * in-process integration. `import { flow, ruleSetFor, testIntegration } from "@leadflow/core/testing"`.
 */
export * from "./arbitraries/flow.js"
export * from "./arbitraries/rules.js"
export * from "./integrations.js"
export { anyRaw, leadFor, rawFor, standardLead, typedRaw } from "@leadflow/types/testing"
/** The plain reference interpreter of rule sets, to compare a rules change against. */
export { evaluateRule, evaluateRuleSet } from "../rules/Reference.js"
