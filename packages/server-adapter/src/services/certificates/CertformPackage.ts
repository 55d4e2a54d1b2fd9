import type { SqlClient } from "@effect/sql"
import { definePackage, type IntegrationPackage } from "@leadflow/integrations"
import { setDefaultParseOptions } from "@leadflow/types"
import { type ConfigError, Effect } from "effect"
import { certformSettings } from "../../certform/CertformSettings.js"
import type { ServerConfig } from "../../server/ServerConfig.js"
import { verifyIntegration } from "./VerifyIntegration.js"

/**
 * The `leadflow-certform` package, built over the server's storage so that its verify
 * integration reads certificates directly (no HTTP round trip). Building it also installs the
 * server's certificate settings as the process's `certform_url` defaults, so that the engine's
 * parsing of `lead.certform_cert_url` (and "format is valid" rules) accepts this server's
 * certificates. (Process-wide: the last server built in a process sets them.)
 */
export const makeCertformPackage: Effect.Effect<
  ReadonlyArray<IntegrationPackage>,
  ConfigError.ConfigError,
  SqlClient.SqlClient | ServerConfig
> =
  Effect.gen(function* () {
    const context = yield* Effect.context<SqlClient.SqlClient>()
    const settings = yield* certformSettings
    setDefaultParseOptions({ certform: settings.parseOptions })
    return [
      definePackage({
        id: "leadflow-certform",
        provider: "Leadflow",
        name: "Consent Certificates",
        description: "Verify the consent certificates this server's capture script created",
        version: "0.1.0",
        integrations: [verifyIntegration(context, settings)]
      })
    ]
  })
