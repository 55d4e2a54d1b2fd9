import {
  compileRuleSet,
  compileTemplate,
  compileValueTemplate,
  FeedbackConfig,
  setPath,
  type FeedbackConfigEncoded
} from "@leadflow/core"
import { Option, Schema } from "effect"

/**
 * A feedback configuration (on a recipient step, or on a source) read from a stored flow: its
 * rule set, and its integration's mappings applied to the vars the integration is called with.
 * A configuration that does not decode is treated as absent (the flow's own validation reports it).
 */

export interface CompiledFeedback {
  readonly config: FeedbackConfig
  /** Undefined when the rules pass, else the reason they failed. */
  readonly check: (vars: Record<string, unknown>) => string | undefined
  /** The vars with the integration's mappings applied (a copy). */
  readonly map: (vars: Record<string, unknown>) => Record<string, unknown>
}

const decode = Schema.decodeUnknownOption(FeedbackConfig)

export const compileFeedback = (raw: unknown): CompiledFeedback | undefined => {
  const decoded = decode(raw)
  if (Option.isNone(decoded)) return undefined
  const encoded = raw as FeedbackConfigEncoded
  const rules =
    encoded.rule_set === undefined ? undefined : compileRuleSet(encoded.rule_set, { template: compileTemplate })
  const mappings = (encoded.integration.mappings ?? []).map((m) => ({
    property: m.property,
    value:
      typeof m.value === "string"
        ? compileValueTemplate(m.value)
        : Array.isArray(m.value)
          ? ((vars: unknown) => (m.value as ReadonlyArray<string | null>).map((v) => (v === null ? null : compileValueTemplate(v)(vars))))
          : () => m.value,
    rules: m.rule_set === undefined ? undefined : compileRuleSet(m.rule_set, { template: compileTemplate })
  }))
  return {
    config: decoded.value,
    check: (vars) => rules?.(vars),
    map: (vars) => {
      // structuredClone: mappings write nested paths and must not touch the recorded vars.
      const out = structuredClone(vars)
      for (const m of mappings) {
        if (m.rules !== undefined && m.rules(out) !== undefined) continue
        setPath(out, m.property, m.value(out))
      }
      return out
    }
  }
}
