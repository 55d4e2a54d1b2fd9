import { parse } from "@leadflow/types"
import { compileRuleSet } from "./Compile.js"
import type { RuleSetEncoded } from "../model/Rule.js"

const rules: RuleSetEncoded = { op: "and", rules: [
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
]}
const typed = { lead: { state: parse("state","TX"), age: parse("number","42"), income: parse("number","55000"), credit: parse("string","good"), homeowner: parse("boolean","yes"), tcpa: parse("boolean","true"), email: parse("email","a@b.com"), phone_1: parse("phone","5127891111"), comments: undefined, first_name: "a", last_name: "b", city: "c", postal_code: "78704", dob: "x" } }
const raw = { lead: { state: "TX", age: 42, income: 55000, credit: "good", homeowner: true, tcpa: true, email: "a@b.com", phone_1: "5127891111", comments: "", first_name: "a", last_name: "b", city: "c", postal_code: "78704", dob: "x" } }
const run = compileRuleSet(rules)
const S5 = new Set(["TX","CA","NY","FL","WA"]), S3 = new Set(["excellent","good","fair"])
const hand = (v: typeof raw) => { const l = v.lead; if (!S5.has(l.state)) return "x"; if (!(l.age >= 18)) return "x"; if (!(l.age < 80)) return "x"; if (!(l.income > 30000)) return "x"; if (!S3.has(l.credit)) return "x"; if (l.homeowner !== true) return "x"; if (l.tcpa !== true) return "x"; if (!l.email) return "x"; if (!l.phone_1) return "x"; if (l.comments) return "x"; return undefined }
const time = (name: string, f: () => unknown) => {
  for (let i = 0; i < 2e5; i++) f()
  const n = 2e6; const t = process.hrtime.bigint(); for (let i = 0; i < n; i++) f(); const ns = Number(process.hrtime.bigint() - t) / n
  console.log(name, ns.toFixed(1), "ns")
}
console.log(run(typed), run(raw), hand(raw))
time("hand", () => hand(raw))
time("compiled typed", () => run(typed))
time("compiled raw", () => run(raw))
time("hand", () => hand(raw))
time("compiled typed", () => run(typed))
