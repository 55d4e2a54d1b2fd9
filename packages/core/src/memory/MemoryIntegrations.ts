import { Layer } from "effect"
import { Integrations, type IntegrationHandler } from "../ports/Integrations.js"

/**
 * Integrations from a fixed list of handlers (tests, embedding without the plugin runtime).
 * `packageVersions` (package id → version) names the versions of packages with no handler here,
 * such as the inbound modules of sources.
 */
export const makeMemoryIntegrations = (
  handlers: ReadonlyArray<IntegrationHandler>,
  packageVersions: Readonly<Record<string, string>> = {}
): Integrations["Type"] => {
  const byId = new Map(handlers.map((h) => [h.id, h]))
  const versions = new Map(Object.entries(packageVersions))
  return {
    lookup: (moduleId) => byId.get(moduleId),
    packageVersion: (moduleId) => byId.get(moduleId)?.packageVersion ?? versions.get(moduleId.split(".")[0] ?? moduleId)
  }
}

export const memoryIntegrationsLayer = (
  handlers: ReadonlyArray<IntegrationHandler>,
  packageVersions: Readonly<Record<string, string>> = {}
): Layer.Layer<Integrations> => Layer.succeed(Integrations, makeMemoryIntegrations(handlers, packageVersions))
