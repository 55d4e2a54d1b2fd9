/**
 * The mailbox an address delivers to, so that variants of one inbox compare equal (for
 * deduplication). Only rules a provider documents are applied; any other address is only
 * lower-cased, as a company's mail server may treat dots or `+` as part of the name.
 *
 * - Gmail (gmail.com, googlemail.com): dots in the local part are ignored, a `+tag` is dropped,
 *   and googlemail.com is gmail.com.
 * - Outlook/Hotmail/Live/MSN, iCloud/me/mac, Fastmail and Proton: a `+tag` is dropped.
 */

const GMAIL_DOMAINS: ReadonlySet<string> = new Set(["gmail.com", "googlemail.com"])

const PLUS_TAG_DOMAINS: ReadonlySet<string> = new Set([
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "fastmail.com",
  "fastmail.fm",
  "protonmail.com",
  "protonmail.ch",
  "proton.me",
  "pm.me"
])

const withoutTag = (localPart: string): string => {
  const plus = localPart.indexOf("+")
  return plus < 0 ? localPart : localPart.slice(0, plus)
}

/** The canonical mailbox of `localPart@domain`, lower-cased. */
export const canonicalMailbox = (localPart: string, domain: string): string => {
  const user = localPart.toLowerCase()
  const host = domain.toLowerCase()
  if (GMAIL_DOMAINS.has(host)) return `${withoutTag(user).replaceAll(".", "")}@gmail.com`
  if (PLUS_TAG_DOMAINS.has(host)) return `${withoutTag(user)}@${host}`
  return `${user}@${host}`
}
