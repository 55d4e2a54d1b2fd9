import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { Firehose } from "./Firehose.js"
import { decodeWithErrors } from "./ValidationErrors.js"

describe("Firehose", () => {
  const decode = decodeWithErrors(Firehose)

  it("accepts the legacy flat form and the per-provider form", () => {
    const legacy = { credential_id: "6493820b542ea0521e2a4543", bucket: "lead-events", prefix: "sales", enabled: true }
    const perProvider = {
      services: {
        s3: { enabled: true, credential_id: "6493820b542ea0521e2a4543", bucket: "lead-events" },
        azure: { enabled: false, bucket: "leads", connection_string: "DefaultEndpointsProtocol=https;AccountName=x" }
      }
    }
    expect(decode(legacy)).toEqual(Either.right(legacy))
    expect(decode(perProvider)).toEqual(Either.right(perProvider))
  })

  it("needs the legacy properties when there are no services, and a valid bucket name", () => {
    expect(decode({ prefix: "sales" })).toEqual(
      Either.left({ credential_id: ["is missing"], bucket: ["is missing"], enabled: ["is missing"] })
    )
    expect(decode({ credential_id: "6493820b542ea0521e2a4543", bucket: "Lead_Events", enabled: true })).toEqual(
      Either.left({
        bucket: ['Expected a bucket name (3-63 lowercase letters, digits, dots, hyphens), actual "Lead_Events"']
      })
    )
  })
})
