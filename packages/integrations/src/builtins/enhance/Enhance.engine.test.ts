import { describe, expect, it } from "@effect/vitest"
import {
  Engine,
  Flow,
  IntegrationError,
  makeMemorySuppressionLists,
  memoryLayer,
  type FlowEncoded,
  type RecipientEvent
} from "@leadflow/core"
import { Effect, Schema } from "effect"
import { isInbound } from "../../Contract.js"
import { handlerFor, type HttpClient } from "../../runtime/index.js"
import { enhancePackage } from "./index.js"

/** The enhancements make no HTTP call: a client that refuses any. */
const noHttp: HttpClient = {
  dispatch: (_request, _timeout, done) => {
    done(new IntegrationError({ reason: "no HTTP here" }))
    return () => undefined
  },
  send: () => Effect.fail(new IntegrationError({ reason: "no HTTP here" })),
  allowPrivateHosts: false,
  close: () => Promise.resolve()
}

const options = { http: noHttp, lists: makeMemorySuppressionLists() }
const integrations = enhancePackage.integrations.flatMap((i) => (isInbound(i) ? [] : [handlerFor(i, enhancePackage, options)]))

const SOURCE_ID = "5f00000000000000000000a1"
const fields = [
  { id: "email", type: "email" },
  { id: "phone_1", type: "phone" },
  { id: "mobile", type: "phone" }
] as const

const enhance = (name: "phone" | "email", mappings: ReadonlyArray<{ property: string; value: string }> = []) => ({
  type: "recipient" as const,
  entity: { id: "5f00000000000000000000b1", name: "Leadflow" },
  integration: { module_id: `leadflow-enhance.outbound.${name}`, mappings }
})

const stopWhen = (lhv: string, op: "is true" | "is equal to" | "is not equal to", rhv: string | undefined, reason: string) => ({
  type: "filter" as const,
  outcome: "failure" as const,
  reason,
  rule_set: { op: "and" as const, rules: [rhv === undefined ? { lhv, op } : { lhv, op, rhv }] }
})

const compiled = (steps: FlowEncoded["steps"]) =>
  Engine.compile(
    Schema.decodeUnknownSync(Flow)({
      id: "5f0000000000000000000001",
      name: "Enhanced",
      enabled: true,
      fields: fields.map((f) => f.id),
      sources: [{ entity: { id: SOURCE_ID, name: "Seller" }, integration: { module_id: "leadflow-standard.inbound" } }],
      steps
    }),
    fields
  )

const screening = compiled([
  enhance("phone"),
  enhance("email"),
  stopWhen("enhance.phone.outcome", "is not equal to", "success", "Bad phone"),
  stopWhen("enhance.phone.line_type", "is equal to", "toll-free", "Toll-free phone"),
  stopWhen("enhance.email.is_role", "is true", undefined, "Role account")
])

const submit = (flow: ReturnType<typeof compiled>, data: Record<string, unknown>) =>
  Engine.submit(flow, { sourceId: SOURCE_ID, data }).pipe(Effect.provide(memoryLayer({ integrations })))

const jane = { email: "Jane.Doe+leads@gmail.com", phone_1: "(512) 789-1111" }

describe("leadflow-enhance in a flow", () => {
  it.effect("appends both enhancements under the step key, for the filters after them", () =>
    Effect.gen(function* () {
      const result = yield* submit(screening, jane)
      expect(result.outcome).toBe("success")
      expect(result.appended["enhance"]).toEqual({
        phone: {
          outcome: "success",
          valid: true,
          line_type: "landline-or-mobile",
          country: "US",
          country_calling_code: 1,
          state: "TX",
          e164: "+15127891111",
          national: "(512) 789-1111",
          international: "+1 512 789 1111"
        },
        email: {
          outcome: "success",
          valid: true,
          normalized: "janedoe@gmail.com",
          domain: "gmail.com",
          is_free: true,
          is_disposable: false,
          is_role: false
        }
      })
    })
  )

  it.effect("lets filters stop invalid and toll-free phones and role accounts", () =>
    Effect.gen(function* () {
      expect((yield* submit(screening, { ...jane, phone_1: "555-1234" })).reason).toBe("Bad phone")
      expect((yield* submit(screening, { ...jane, phone_1: "1-800-555-0199" })).reason).toBe("Toll-free phone")
      expect((yield* submit(screening, { ...jane, email: "Support@Acme.com" })).reason).toBe("Role account")
    })
  )

  it.effect("reads the phone a mapping points it to, and is skipped when there is none", () =>
    Effect.gen(function* () {
      const mapped = compiled([enhance("phone", [{ property: "lead.phone_1", value: "{{lead.mobile}}" }])])
      const result = yield* submit(mapped, { ...jane, mobile: "+44 7400 123456" })
      expect(result.appended["enhance"]).toMatchObject({ phone: { line_type: "mobile", country: "GB", state: null } })

      const skipped = yield* submit(compiled([enhance("email")]), { phone_1: jane.phone_1 })
      const event = skipped.events.find((e): e is RecipientEvent => e.type === "recipient")
      expect([event?.outcome, event?.reason]).toEqual(["skip", "email must not be blank"])
    })
  )
})
