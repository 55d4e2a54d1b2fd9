import { Layer } from "effect"
import { Integrations, type IntegrationHandler } from "../ports/Integrations.js"

/** Integrations from a fixed list of handlers (tests, embedding without the plugin runtime). */
export const makeMemoryIntegrations = (handlers: ReadonlyArray<IntegrationHandler>): Integrations["Type"] => {
  const byId = new Map(handlers.map((h) => [h.id, h]))
  return { lookup: (moduleId) => byId.get(moduleId) }
}

export const memoryIntegrationsLayer = (handlers: ReadonlyArray<IntegrationHandler>): Layer.Layer<Integrations> =>
  Layer.succeed(Integrations, makeMemoryIntegrations(handlers))
