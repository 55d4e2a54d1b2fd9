import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { ConfigProvider, Context, Effect, Exit, Layer } from "effect"
import { Integrations, MemorySuppressionListsLayer } from "@leadflow/core"
import { definePackage, type IntegrationPackage } from "../../src/Contract.js"
import { InvalidPackagesError, packageProblems } from "../../src/runtime/Registry.js"
import { PluginLoadError } from "../../src/runtime/Plugins.js"
import { IntegrationRuntime, type RuntimeConfig } from "../../src/runtime/Runtime.js"
import { customJson } from "../../src/builtins/custom/package.js"
import { jsonBuyer, testBuyers } from "./buyers.js"
import { json, listen } from "./loopback.js"

const fixtureUrl = new URL("../fixtures/leadflow-fixture/index.js", import.meta.url).href
const namedPath = fileURLToPath(new URL("../fixtures/named-export.js", import.meta.url))
const noPackageUrl = new URL("../fixtures/no-package.js", import.meta.url).href

/** Build the runtime's layer and hand its context to `use`; the layer closes afterwards. */
const withRuntime = <A>(
  layer: Layer.Layer<IntegrationRuntime | Integrations, unknown>,
  use: (context: Context.Context<IntegrationRuntime | Integrations>) => Promise<A>
): Promise<A> =>
  Effect.runPromise(
    Effect.scoped(Effect.flatMap(Layer.build(layer), (context) => Effect.promise(() => use(context))))
  )

const runtimeLayer = (config: RuntimeConfig) => IntegrationRuntime.layer(config).pipe(Layer.provide(MemorySuppressionListsLayer))

const buildError = async (config: RuntimeConfig): Promise<unknown> => {
  const exit = await Effect.runPromiseExit(Effect.scoped(Layer.build(runtimeLayer(config))))
  if (Exit.isSuccess(exit)) throw new Error("the runtime was expected to fail")
  const failure = exit.cause._tag === "Fail" ? exit.cause.error : undefined
  return failure
}

describe("IntegrationRuntime", () => {
  it("allows private hosts while it is open, and puts the process's setting back when it closes", async () => {
    const url = { url: "http://127.0.0.1:9/leads" }
    expect(customJson.validate(url)).toBe("URL must be public")
    await withRuntime(runtimeLayer({ packages: [testBuyers], allowPrivateHosts: true }), async () => {
      expect(customJson.validate(url)).toBeUndefined()
    })
    expect(customJson.validate(url)).toBe("URL must be public")
  })

  it("loads third-party packages by name and lists them like the built-ins", async () => {
    await withRuntime(runtimeLayer({ packages: [testBuyers], plugins: [fixtureUrl, namedPath], allowPrivateHosts: true }), async (context) => {
      const runtime = Context.get(context, IntegrationRuntime)
      expect(runtime.packages.map((p) => p.id)).toEqual(["leadflow-testbuyer", "leadflow-fixture", "leadflow-named"])
      const fixture = runtime.packages[1]
      expect(fixture).toMatchObject({ id: "leadflow-fixture", provider: "Fixture Co", name: "Fixture", version: "0.4.0" })
      expect(fixture?.integrations[0]).toMatchObject({
        id: "leadflow-fixture.outbound.echo",
        type: "enhancement",
        direction: "outbound",
        name: "Echo",
        tag: "Test",
        pricing: { type: "flat", unit: "lead" },
        response_variables: [{ name: "outcome" }, { name: "email" }]
      })
      // Every outbound module takes a step timeout; the listing says so.
      expect(fixture?.integrations[0]?.request_variables.map((v) => v.name)).toEqual(["lead.email", "timeout_seconds"])
      expect(fixture?.integrations[1]).toMatchObject({ id: "leadflow-fixture.inbound", type: "inbound", direction: "inbound" })
      expect(runtime.packages[0]?.link).toBe("https://example.com/testbuyer")

      // Outbound modules go to the engine's port; inbound ones are looked up separately.
      const integrations = Context.get(context, Integrations)
      expect(integrations.lookup("leadflow-testbuyer.outbound.json")?.packageVersion).toBe("1.2.3")
      expect(integrations.lookup("leadflow-fixture.outbound.echo")?.packageVersion).toBe("0.4.0")
      expect(integrations.lookup("leadflow-fixture.inbound")).toBeUndefined()
      expect(integrations.lookup("leadflow-nothing.outbound.x")).toBeUndefined()
      expect(runtime.inbound("leadflow-fixture.inbound")?.name).toBe("Fixture form")
      expect(runtime.outbound("leadflow-testbuyer.outbound.json")).toBe(jsonBuyer)
    })
  })

  it("runs a loaded plugin's integration against a buyer", async () => {
    const buyer = await listen(json(200, {}))
    try {
      await withRuntime(runtimeLayer({ packages: [], plugins: [fixtureUrl], allowPrivateHosts: true }), async (context) => {
        const echo = Context.get(context, Integrations).lookup("leadflow-fixture.outbound.echo")
        const result = await Effect.runPromise(
          echo?.invoke({ url: buyer.origin, lead: { email: "Sam@Example.com" } }, { timeoutMs: 5_000, stepId: "s" }) ??
            Effect.die("no echo")
        )
        expect(result).toMatchObject({ outcome: "success", appended: { outcome: "success", email: "sam@example.com" } })
      })
      expect(buyer.received).toHaveLength(1)
    } finally {
      await buyer.close()
    }
  })

  it("fails at startup, clearly, when a plugin is not installed", async () => {
    const error = await buildError({ packages: [], plugins: ["leadflow-no-such-plugin"] })
    expect(error).toBeInstanceOf(PluginLoadError)
    expect((error as PluginLoadError).message).toBe(
      "integration package leadflow-no-such-plugin could not be loaded: not found (is it installed where the application runs?)"
    )
  })

  it("fails at startup when a module exports no package", async () => {
    const error = await buildError({ packages: [], plugins: [noPackageUrl] })
    expect(error).toBeInstanceOf(PluginLoadError)
    expect((error as PluginLoadError).reason).toBe("it exports no integration package (default export or integrationPackage)")
  })

  it("fails at startup, naming every problem, when packages break the contract", async () => {
    const broken = {
      ...testBuyers,
      id: "leadflow-broken",
      integrations: [
        { ...jsonBuyer, id: "leadflow-other.outbound.json" },
        { ...jsonBuyer, id: "leadflow-broken.outbound.nofns", request: undefined, handle: undefined },
        { ...jsonBuyer, id: "leadflow-broken.inbound", type: "delivery" }
      ]
    } as unknown as IntegrationPackage
    const error = await buildError({ packages: [testBuyers, broken] })
    expect(error).toBeInstanceOf(InvalidPackagesError)
    expect((error as InvalidPackagesError).problems).toEqual([
      "leadflow-other.outbound.json: module ids are leadflow-broken.<inbound|outbound>.<name>",
      "leadflow-broken.outbound.nofns: needs request and response functions, or handle",
      "leadflow-broken.inbound: type delivery does not match its direction"
    ])
    const duplicate = await buildError({ packages: [testBuyers, testBuyers] })
    expect((duplicate as InvalidPackagesError).problems).toEqual(["package leadflow-testbuyer is listed twice"])
    const clash = await buildError({ packages: [{ ...testBuyers, integrations: [jsonBuyer, jsonBuyer] }] })
    expect((clash as InvalidPackagesError).problems).toEqual(["module leadflow-testbuyer.outbound.json is defined twice"])
  })

  it("fails at startup when a package id has a dot (its step key would be cut at the dot), as checkPackage does", async () => {
    const dotted = {
      ...testBuyers,
      id: "leadflow-testbuyer.crm",
      integrations: [{ ...jsonBuyer, id: "leadflow-testbuyer.crm.outbound.json" }]
    } as IntegrationPackage
    const error = await buildError({ packages: [dotted] })
    expect(error).toBeInstanceOf(InvalidPackagesError)
    expect((error as InvalidPackagesError).problems).toEqual([
      "package id leadflow-testbuyer.crm has a dot: module ids and step keys are cut at the first dot, use - or _ (leadflow-testbuyer-crm)"
    ])
    expect(packageProblems({ ...dotted, id: "@acme.io/crm" })).toEqual([
      "package id @acme.io/crm has a dot: module ids and step keys are cut at the first dot, use - or _ (@acme-io/crm)"
    ])
    // Scoped ids stay accepted (the step key drops the scope); the name keeps checkPackage's characters.
    expect(packageProblems({ ...testBuyers, id: "@acme/leadflow-testbuyer", integrations: [] })).toEqual([])
    expect(packageProblems({ ...testBuyers, id: "leadflow~testbuyer" })).toEqual(["package id leadflow~testbuyer is not an npm package name"])
  })

  it("checks packages as plain data", () => {
    expect(packageProblems(null)).toEqual(["a package must be an object"])
    expect(packageProblems({ id: "Not A Name" })).toEqual(["package id Not A Name is not an npm package name"])
    expect(packageProblems(testBuyers)).toEqual([])
    expect(
      packageProblems(
        definePackage({
          ...testBuyers,
          integrations: [{ ...jsonBuyer, request_variables: [{ name: "Lead.Email", type: "email", description: "" }] }]
        })
      )
    ).toEqual(["leadflow-testbuyer.outbound.json: request_variables[0] Lead.Email: names are lower-case"])
  })

  it("reads its configuration from the environment", async () => {
    const provider = ConfigProvider.fromMap(
      new Map([
        ["LEADFLOW_PLUGINS", ` ${fixtureUrl} ,,${namedPath}`],
        ["LEADFLOW_ALLOW_PRIVATE_HOSTS", "true"]
      ])
    )
    const layer = IntegrationRuntime.layerFromEnv([testBuyers]).pipe(
      Layer.provide(MemorySuppressionListsLayer),
      Layer.provide(Layer.setConfigProvider(provider))
    )
    await withRuntime(layer, async (context) => {
      const runtime = Context.get(context, IntegrationRuntime)
      expect(runtime.packages.map((p) => p.id)).toEqual(["leadflow-testbuyer", "leadflow-fixture", "leadflow-named"])
      expect(runtime.http.allowPrivateHosts).toBe(true)
    })
    const defaults = IntegrationRuntime.layerFromEnv([]).pipe(
      Layer.provide(MemorySuppressionListsLayer),
      Layer.provide(Layer.setConfigProvider(ConfigProvider.fromMap(new Map())))
    )
    await withRuntime(defaults, async (context) => {
      const runtime = Context.get(context, IntegrationRuntime)
      expect(runtime.packages).toEqual([])
      expect(runtime.http.allowPrivateHosts).toBe(false)
    })
  })

  it("closes its connections with its scope", async () => {
    const buyer = await listen(json(200, { outcome: "success" }))
    try {
      const runtime = await withRuntime(runtimeLayer({ packages: [], allowPrivateHosts: true }), async (context) => {
        const service = Context.get(context, IntegrationRuntime)
        await Effect.runPromise(service.http.send({ url: buyer.origin, method: "GET" }, 5))
        return service
      })
      const after = await Effect.runPromiseExit(runtime.http.send({ url: buyer.origin, method: "GET" }, 5))
      expect(Exit.isFailure(after)).toBe(true)
      expect(buyer.received).toHaveLength(1)
    } finally {
      await buyer.close()
    }
  })
})
