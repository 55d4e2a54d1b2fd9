import { parse } from "@leadflow/types"
import { compileRule } from "./Compile.js"
import type { RuleEncoded } from "../model/Rule.js"
const rules: RuleEncoded[] = [
  { lhv: "lead.state", op: "is included in", rhv: "TX,CA,NY,FL,WA" },
  { lhv: "lead.age", op: "is greater than or equal to", rhv: "18" },
  { lhv: "lead.age", op: "is less than", rhv: "80" },
  { lhv: "lead.income", op: "is greater than", rhv: "30000" },
  { lhv: "lead.credit", op: "is included in", rhv: "excellent,good,fair" },
  { lhv: "lead.homeowner", op: "is true" },
  { lhv: "lead.tcpa", op: "is true" },
  { lhv: "lead.email", op: "is not blank" },
  { lhv: "lead.phone_1", op: "is not blank" },
  { lhv: "lead.comments", op: "is blank" },
]
const typed = { lead: { state: parse("state","TX"), age: parse("number","42"), income: parse("number","55000"), credit: parse("string","good"), homeowner: parse("boolean","yes"), tcpa: parse("boolean","true"), email: parse("email","a@b.com"), phone_1: parse("phone","5127891111"), comments: undefined, first_name: "a", last_name: "b", city: "c", postal_code: "78704", dob: "x" } }
const runs = rules.map((r) => compileRule(r))
for (let i = 0; i < 3e5; i++) for (const r of runs) r(typed)
for (let k = 0; k < runs.length; k++) {
  const r = runs[k]!
  const n = 2e6; const t = process.hrtime.bigint(); for (let i = 0; i < n; i++) r(typed); const ns = Number(process.hrtime.bigint() - t) / n
  console.log(rules[k]!.lhv, rules[k]!.op, ns.toFixed(1))
}
