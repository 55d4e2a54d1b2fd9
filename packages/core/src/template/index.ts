/**
 * Templates: `{{lead.email}}`, helpers (`format`, `math`, `replace`, hashes, ...) and `#if`
 * blocks, compiled once into closures. Syntax and helpers: packages/core/docs/templates.md.
 */
export { checkTemplate, compileTemplate, compileValueTemplate, templateVariables } from "./Template.js"
export type { TemplateIssue } from "./Template.js"
export { helperNames } from "./Helpers.js"
export { hashAlgorithms } from "./Digest.js"
export type { HashAlgorithm } from "./Digest.js"
export { toText } from "./Text.js"
