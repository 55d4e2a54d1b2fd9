import { HttpApiBuilder, HttpApp, HttpServerResponse } from "@effect/platform"
import { IntegrationRuntime } from "@leadflow/integrations"
import { Effect } from "effect"
import { NotFound } from "../Errors.js"
import { MainApi } from "../MainApi.js"
import { packageView } from "./PackageView.js"

/** RFC 9745 `Deprecation` and RFC 8288 `Link` to the successor, on every `/modules` answer. */
const deprecated = (successor: string) =>
  HttpApp.appendPreResponseHandler((_request, response) =>
    Effect.succeed(
      response.pipe(
        HttpServerResponse.setHeader("Deprecation", "true"),
        HttpServerResponse.setHeader("Link", `<${successor}>; rel="successor-version"`)
      )
    )
  )

/** Handlers of the `packages` group, over the packages the integration runtime loaded. */
export const PackagesLive = HttpApiBuilder.group(MainApi, "packages", (handlers) =>
  Effect.gen(function* () {
    const runtime = yield* IntegrationRuntime
    // The packages are fixed once the runtime is built: render them once.
    const packages = runtime.packages.map(packageView)
    const byId = new Map(packages.map((pkg) => [pkg.id, pkg]))
    const modules = packages.flatMap((pkg) => pkg.integrations)
    const moduleById = new Map(modules.map((module) => [module.id, module]))

    return handlers
      .handle("list", () => Effect.succeed(packages))
      .handle("get", ({ path }) => {
        const pkg = byId.get(path.id)
        return pkg === undefined ? Effect.fail(new NotFound({ error: `Package ${path.id} not found` })) : Effect.succeed(pkg)
      })
      .handle("listModules", () => Effect.as(deprecated("/packages"), modules))
      .handle("getModule", ({ path }) => {
        const module = moduleById.get(path.id)
        return module === undefined
          ? Effect.fail(new NotFound({ error: `Module ${path.id} not found` }))
          : Effect.as(deprecated(`/packages/${encodeURIComponent(module.package)}`), module)
      })
  })
)
