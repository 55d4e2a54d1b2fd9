import type { TypeName } from "@leadflow/types"
import { compileRuleSet, type CompiledRules, type Vars } from "../rules/Compile.js"
import type { RuleSetEncoded } from "../model/Rule.js"
import { compileTemplate, compileValueTemplate } from "../template/Template.js"

/** What every compiled piece of a flow shares: the field types rules read rhv values with. */
export interface CompileContext {
  readonly flowId: string
  readonly fieldTypes: Readonly<Record<string, TypeName>>
}

export type Render = (vars: Vars) => string
export type RenderValue = (vars: Vars) => unknown

export const rules = (ruleSet: RuleSetEncoded | undefined | null, ctx: CompileContext): CompiledRules | undefined =>
  ruleSet === undefined || ruleSet === null
    ? undefined
    : compileRuleSet(ruleSet, { template: compileTemplate, fieldTypes: ctx.fieldTypes })

/** A text template, or a constant when `source` is absent. */
export const text = (source: string | undefined, fallback: string): Render =>
  source === undefined || source === "" ? () => fallback : compileTemplate(source)

export const value = (source: string): RenderValue => compileValueTemplate(source)
