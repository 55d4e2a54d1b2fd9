import { describe, expect, it } from "vitest"
import { definePackage, defineIntegration } from "../Contract.js"
import { describePackage, PackageCheckError, type TestApi } from "./describePackage.js"
import type { PackageFixtures } from "./fixtures.js"

const echo = defineIntegration({
  id: "leadflow-echo.outbound.echo",
  name: "Echo",
  type: "delivery",
  request_variables: [{ name: "url", type: "url", description: "Where to send" }],
  response_variables: [{ name: "outcome", type: "string", description: "Outcome" }],
  validate: (vars) => (vars["url"] === undefined ? "URL is required" : undefined),
  request: (vars) => ({ url: (vars["url"] as { normal: string }).normal, method: "GET" }),
  response: (_vars, _req, res) => (res.status === 200 ? { outcome: "success" } : { outcome: "failure", reason: "refused" })
})

const pkg = definePackage({
  id: "leadflow-echo",
  provider: "Echo",
  name: "Echo",
  description: "describePackage tests",
  version: "0.1.0",
  integrations: [echo]
})

const fixtures: PackageFixtures = {
  [echo.id]: {
    validate: [{ name: "no url", vars: {}, expected: "URL is required" }],
    request: [{ name: "get", vars: { url: "https://echo.example/x" }, expected: { url: "https://echo.example/x", method: "GET" } }],
    response: [{ name: "refused", vars: { url: "https://echo.example/x" }, response: { status: 403 }, expected: { outcome: "failure", reason: "refused" } }]
  }
}

/** A test framework that records what is registered, to run it by hand. */
const recorder = () => {
  const tests: Array<{ name: string; body: () => Promise<void> | void }> = []
  const suites: Array<string> = []
  const api: TestApi = {
    describe: (name, body) => {
      suites.push(name)
      body()
    },
    it: (name, body) => void tests.push({ name, body })
  }
  const outcomes = async () => {
    const out: Record<string, unknown> = {}
    for (const test of tests) {
      try {
        await test.body()
        out[test.name] = "pass"
      } catch (e) {
        out[test.name] = e
      }
    }
    return out
  }
  return { api, suites, outcomes }
}

// Registered with vitest itself (no api passed): these run as this file's own tests.
describePackage(pkg, fixtures)

describe("describePackage", () => {
  it("registers a package check and one test per fixture, which pass for a good package", async () => {
    const r = recorder()
    describePackage(pkg, fixtures, r.api)
    expect(r.suites).toEqual(["leadflow-echo 0.1.0"])
    expect(await r.outcomes()).toEqual({
      "is a well-formed package": "pass",
      [`${echo.id} validate: no url`]: "pass",
      [`${echo.id} request: get`]: "pass",
      [`${echo.id} response: refused`]: "pass"
    })
  })

  it("fails the package check with every problem listed", async () => {
    const r = recorder()
    describePackage({ ...pkg, version: "1", description: "" }, {}, r.api)
    const outcome = (await r.outcomes())["is a well-formed package"]
    expect(outcome).toBeInstanceOf(PackageCheckError)
    expect((outcome as Error).message).toBe(
      '2 problem(s):\npackage: needs a description\npackage: version "1" must be a semver version (1.0.0)'
    )
  })

  it("fails a fixture with the values compared, for the runner's diff", async () => {
    const r = recorder()
    const wrong = { [echo.id]: { request: [{ name: "get", vars: { url: "https://echo.example/x" }, expected: { url: "https://echo.example/y", method: "GET" } }] } }
    describePackage(pkg, wrong, r.api)
    const error = (await r.outcomes())[`${echo.id} request: get`] as PackageCheckError
    expect(error).toBeInstanceOf(PackageCheckError)
    expect(error.message).toBe(`${echo.id} request "get": at url: expected "https://echo.example/y", got "https://echo.example/x"`)
    expect(error.showDiff).toBe(true)
    expect(error.expected).toEqual({ url: "https://echo.example/y", method: "GET" })
    expect(error.actual).toEqual({ url: "https://echo.example/x", method: "GET" })
  })
})
