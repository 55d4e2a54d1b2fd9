/** The rules engine: rule sets compiled once into `(vars) => undefined | reason`. */
export { checkRule, checkRuleSet } from "./Check.js"
export type { CheckOptions, RuleIssue } from "./Check.js"
export { compileRule, compileRuleSet } from "./Compile.js"
export type { CompiledRules, CompileOptions, RuleResult, TemplateCompiler, Vars } from "./Compile.js"
export { fieldTypeOf } from "./FieldTypes.js"
export type { FieldTypes } from "./FieldTypes.js"
export { operators } from "./Operators.js"
export type { Operator, Test } from "./Operators.js"
