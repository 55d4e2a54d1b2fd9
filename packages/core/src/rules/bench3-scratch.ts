import { parse, isTypedValue } from "@leadflow/types"
import { isBlank, orderKey, truthOf } from "./Value.js"
const vals = [parse("state","TX"), parse("number","42"), parse("string","good"), parse("boolean","yes"), parse("email","a@b.com"), parse("phone","5127891111"), parse("range", "1-10"), parse("date", "2024-01-01")]
const time = (name: string, f: () => unknown) => {
  for (let i = 0; i < 2e5; i++) f()
  const n = 2e6; const t = process.hrtime.bigint(); for (let i = 0; i < n; i++) f(); const ns = Number(process.hrtime.bigint() - t) / n
  console.log(name, (ns / vals.length).toFixed(1), "ns/value")
}
time("isTypedValue", () => { let c = 0; for (const v of vals) if (isTypedValue(v)) c++; return c })
time("isBlank", () => { let c = 0; for (const v of vals) if (isBlank(v)) c++; return c })
time("orderKey", () => { let c = 0; for (const v of vals) if (orderKey(v) !== undefined) c++; return c })
time("truthOf", () => { let c = 0; for (const v of vals) if (truthOf(v) !== undefined) c++; return c })
time("normal read", () => { let c = 0; for (const v of vals) if ((v as any).normal !== undefined) c++; return c })
