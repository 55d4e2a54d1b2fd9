import { isTypedValue, parse, type TypedValue } from "@leadflow/types"
import { canonicalMailbox } from "./Mailbox.js"
import { isRoleAccount } from "./RoleAccounts.js"

/**
 * What an email address says about its owner, computed locally: syntax, free and disposable
 * providers (the lists of `@leadflow/types`), role accounts, and the canonical mailbox. No DNS
 * or mailbox check.
 */
export interface EmailEnhancement {
  readonly valid: true
  /** The mailbox lower-cased, with the provider's aliases folded (see `Mailbox.ts`). */
  readonly normalized: string
  /** The domain, lower-cased. */
  readonly domain: string
  readonly is_free: boolean
  readonly is_disposable: boolean
  /** A function's mailbox (`info@`, `sales@`, `noreply@`, see `RoleAccounts.ts`). */
  readonly is_role: boolean
}

/** A valid typed email as `@leadflow/types` parses it: its components are there. */
const isParsedEmail = (value: unknown): value is TypedValue & { user: string; domain: string } =>
  isTypedValue(value) && value.valid && typeof value["user"] === "string" && typeof value["domain"] === "string"

/**
 * Enhance an email (raw text or a typed email value): undefined unless its syntax is valid. A
 * typed email is used as it is; anything else is parsed.
 */
export const enhanceEmail = (value: unknown): EmailEnhancement | undefined => {
  const email = isParsedEmail(value) ? value : parse("email", value)
  if (!isParsedEmail(email)) return undefined
  return {
    valid: true,
    normalized: canonicalMailbox(email.user, email.domain),
    domain: email.domain.toLowerCase(),
    is_free: email["is_free"] === true,
    is_disposable: email["is_disposable"] === true,
    is_role: isRoleAccount(email.user)
  }
}
