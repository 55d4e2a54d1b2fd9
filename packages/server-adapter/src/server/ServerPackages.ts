import { Effect } from "effect"
import { makeBatchPackage } from "../services/batches/BatchPackage.js"
import { makeCertformPackage } from "../services/certificates/CertformPackage.js"

/**
 * Integration packages that live in the server because they work on its storage (a batch's
 * records, stored certificates). Each is built over the server's services and registered with
 * the built-ins.
 */
export const serverPackages = Effect.map(Effect.all([makeBatchPackage, makeCertformPackage]), (lists) => lists.flat())
