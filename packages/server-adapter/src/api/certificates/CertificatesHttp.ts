import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `certificates` group. */
export const CertificatesLive = HttpApiBuilder.group(MainApi, "certificates", (handlers) => handlers)
