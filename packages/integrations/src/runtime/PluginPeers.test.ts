import { describe, expect, it } from "vitest"
import { peerSpecifier, resolvePeers, type ResolveContext } from "./PluginPeers.js"

/**
 * The resolve hook that gives a plugin loaded by path the server's `effect` and `@leadflow/*`
 * (test/runtime/PathPlugin.test.ts loads a real one in Node): its choices, against a fake resolver.
 */

const plugin = "file:///plugins/acme/"
const server = "file:///srv/node_modules/@leadflow/integrations/dist/runtime/PluginPeers.js"
const app = "file:///srv/package.json"

/** A resolver that knows `found` ("specifier from parent" → URL) and finds nothing else. */
const resolver = (found: Readonly<Record<string, string>>) => {
  const calls: Array<string> = []
  const next = (specifier: string, context: ResolveContext): string => {
    const key = `${specifier} from ${String(context.parentURL)}`
    calls.push(key)
    const url = found[key]
    if (url === undefined) throw Object.assign(new Error(`Cannot find package '${specifier}'`), { code: "ERR_MODULE_NOT_FOUND" })
    return url
  }
  return { next, calls }
}

const hook = resolvePeers(new Set([plugin]), [server, app])

describe("resolvePeers", () => {
  it("takes effect and @leadflow/* for a plugin's module from the server, before the plugin's own copies", () => {
    const { next, calls } = resolver({
      [`effect from ${server}`]: "file:///srv/node_modules/effect/dist/esm/index.js",
      [`effect from ${plugin}dist/index.js`]: "file:///plugins/acme/node_modules/effect/index.js",
      [`@leadflow/integrations/testing from ${app}`]: "file:///srv/node_modules/@leadflow/integrations/dist/testing/index.js"
    })
    expect(hook("effect", { parentURL: `${plugin}dist/index.js` }, next)).toBe("file:///srv/node_modules/effect/dist/esm/index.js")
    // Not where this package resolves it: where the application does.
    expect(hook("@leadflow/integrations/testing", { parentURL: `${plugin}dist/test.js` }, next)).toBe(
      "file:///srv/node_modules/@leadflow/integrations/dist/testing/index.js"
    )
    expect(calls).toEqual([
      `effect from ${server}`,
      `@leadflow/integrations/testing from ${server}`,
      `@leadflow/integrations/testing from ${app}`
    ])
  })

  it("leaves a peer the server has not got, any other import, and modules outside the plugin's folder alone", () => {
    const { next, calls } = resolver({
      [`@leadflow/extra from ${plugin}index.js`]: "file:///plugins/acme/node_modules/@leadflow/extra/index.js",
      [`zod from ${plugin}index.js`]: "file:///plugins/acme/node_modules/zod/index.js",
      [`effect from file:///srv/main.js`]: "file:///srv/node_modules/effect/index.js",
      [`effect from file:///plugins/acme-other/index.js`]: "file:///plugins/acme-other/node_modules/effect/index.js"
    })
    expect(hook("@leadflow/extra", { parentURL: `${plugin}index.js` }, next)).toBe("file:///plugins/acme/node_modules/@leadflow/extra/index.js")
    expect(hook("zod", { parentURL: `${plugin}index.js` }, next)).toBe("file:///plugins/acme/node_modules/zod/index.js")
    expect(hook("effect", { parentURL: "file:///srv/main.js" }, next)).toBe("file:///srv/node_modules/effect/index.js")
    expect(hook("effect", { parentURL: "file:///plugins/acme-other/index.js" }, next)).toBe(
      "file:///plugins/acme-other/node_modules/effect/index.js"
    )
    expect(calls).toEqual([
      `@leadflow/extra from ${server}`,
      `@leadflow/extra from ${app}`,
      `@leadflow/extra from ${plugin}index.js`,
      `zod from ${plugin}index.js`,
      `effect from file:///srv/main.js`,
      `effect from file:///plugins/acme-other/index.js`
    ])
  })

  it("passes on an error other than not found", () => {
    const broken = () => {
      throw Object.assign(new Error("bad exports"), { code: "ERR_INVALID_PACKAGE_CONFIG" })
    }
    expect(() => hook("effect", { parentURL: `${plugin}index.js` }, broken)).toThrow("bad exports")
  })

  it("knows the peers: effect, @leadflow/<name>, and their subpaths", () => {
    for (const peer of ["effect", "effect/Schema", "@leadflow/integrations", "@leadflow/integrations/testing", "@leadflow/core"])
      expect(peerSpecifier.test(peer), peer).toBe(true)
    for (const other of ["effect-foo", "@effect/platform", "@leadflow", "leadflow-acme", "./effect", "@leadflowx/a"])
      expect(peerSpecifier.test(other), other).toBe(false)
  })
})
