import { NotFound } from "@leadflow/api"
import { IntegrationRuntime } from "@leadflow/integrations"
import { Effect } from "effect"
import { packageView } from "./PackageView.js"

/** The integration packages this process loaded, and their integrations (modules). Fixed once built. */
export class Packages extends Effect.Service<Packages>()("@leadflow/server-adapter/Packages", {
  effect: Effect.gen(function* () {
    const runtime = yield* IntegrationRuntime
    // The packages are fixed once the runtime is built: render them once.
    const packages = runtime.packages.map(packageView)
    const byId = new Map(packages.map((pkg) => [pkg.id, pkg]))
    const modules = packages.flatMap((pkg) => pkg.integrations)
    const moduleById = new Map(modules.map((module) => [module.id, module]))
    const get = (id: string) => {
      const pkg = byId.get(id)
      return pkg === undefined ? Effect.fail(new NotFound({ error: `Package ${id} not found` })) : Effect.succeed(pkg)
    }
    const module = (id: string) => {
      const found = moduleById.get(id)
      return found === undefined ? Effect.fail(new NotFound({ error: `Module ${id} not found` })) : Effect.succeed(found)
    }
    return { list: Effect.succeed(packages), get, modules: Effect.succeed(modules), module } as const
  })
}) {}
