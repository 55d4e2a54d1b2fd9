import { HttpApiBuilder, HttpApp, HttpServerResponse } from "@effect/platform"
import { MainApi } from "@leadflow/api"
import { Effect } from "effect"
import { Packages } from "../../services/packages/Packages.js"

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
    const packages = yield* Packages
    return handlers
      .handle("list", () => packages.list)
      .handle("get", ({ path }) => packages.get(path.id))
      .handle("listModules", () => Effect.zipLeft(packages.modules, deprecated("/packages")))
      .handle("getModule", ({ path }) =>
        Effect.tap(packages.module(path.id), (module) => deprecated(`/packages/${encodeURIComponent(module.package)}`))
      )
  })
)
