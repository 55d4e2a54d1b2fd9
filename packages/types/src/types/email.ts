import { createRequire } from "node:module"
import validator from "validator"
import { freeEmailDomains } from "../data/freeEmailDomains.js"
import { BL, EQ, FV, IN, OB, PAT, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { textOf } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"

// mailchecker ships as CommonJS without usable typings: load it once and check its shape.
const require = createRequire(import.meta.url)

const loadDisposableDomains = (): ReadonlySet<string> => {
  const mailchecker: unknown = require("mailchecker")
  const blacklist: unknown =
    typeof mailchecker === "object" && mailchecker !== null
      ? (mailchecker as Record<string, unknown>)["blacklist"]
      : undefined
  const domains: unknown = typeof blacklist === "function" ? blacklist() : undefined
  return domains instanceof Set ? (domains as ReadonlySet<string>) : new Set()
}

// Vendored (src/data): the free-email-domains package's postinstall reaches the internet.
const FREE_DOMAINS: ReadonlySet<string> = new Set(freeEmailDomains)
const DISPOSABLE_DOMAINS = loadDisposableDomains()

/** Longer text holds no single address (RFC 5321 caps one at 254); the cap also bounds the regexes. */
const MAX_LENGTH = 512
/** Single-label domains (`user@localhost`) are addresses too, as in RFC 5322. */
const SYNTAX: validator.IsEmailOptions = { require_tld: false }
/** A display name before `<address>`: words, dots, blanks and quoted strings. */
const DISPLAY_NAME = /^(?:[\p{L}\p{N}\p{M}!#$%&'*+\-/=?^_`{|}~.\s]|"(?:[^"\\]|\\.)*")*$/u
const BLANK = /\s/
/** Folding blanks around the dots and the `@` of an unquoted address (`p. j. butter @ gmail.com`). */
const FOLDED_SEPARATOR = /\s*([.@])\s*/g

/**
 * The bare address in a text: trimmed, taken out of `Name <address>`, with the blanks that the
 * RFC 5322 obsolete syntax allows around dots and `@` removed. `undefined` when no address shape.
 */
const addressIn = (text: string): string | undefined => {
  let address = text.trim()
  if (address.endsWith(">")) {
    const open = address.lastIndexOf("<")
    if (open < 0 || !DISPLAY_NAME.test(address.slice(0, open))) return undefined
    address = address.slice(open + 1, -1).trim()
  }
  if (BLANK.test(address) && !address.includes('"')) address = address.replace(FOLDED_SEPARATOR, "$1")
  return address
}

/** True when `domain` or one of its parent domains is in `list`. */
const listed = (list: ReadonlySet<string>, domain: string): boolean => {
  if (list.has(domain)) return true
  for (let dot = domain.indexOf("."); dot >= 0; dot = domain.indexOf(".", dot + 1)) {
    const parent = domain.slice(dot + 1)
    if (parent.includes(".") && list.has(parent)) return true
  }
  return false
}

/**
 * Parse an email address. The normal form is the bare address lower-cased; user and domain keep
 * the case they were written in. Disposable domains count as free mail too.
 */
const parseEmail = (input: unknown): TypedValue => {
  const text = textOf(input)
  const address = text.length > MAX_LENGTH ? undefined : addressIn(text)
  if (address === undefined || !validator.isEmail(address, SYNTAX)) return { normal: text, raw: text, valid: false }
  const at = address.lastIndexOf("@")
  const domain = address.slice(at + 1)
  const dot = domain.lastIndexOf(".")
  const lowerDomain = domain.toLowerCase()
  const disposable = listed(DISPOSABLE_DOMAINS, lowerDomain)
  return {
    normal: address.toLowerCase(),
    raw: text,
    valid: true,
    user: address.slice(0, at),
    domain,
    host: dot < 0 ? domain : domain.slice(0, dot),
    tld: dot < 0 ? domain : domain.slice(dot + 1),
    is_free: disposable || listed(FREE_DOMAINS, lowerDomain),
    is_disposable: disposable
  }
}

export const email: FieldType = {
  name: "email",
  description: "Email address; the normal form is the bare address in lower case",
  components: [
    { name: "user", type: "string", description: "Local part, before the @ (case as written)" },
    { name: "domain", type: "string", description: "Domain, after the @ (case as written)" },
    { name: "host", type: "string", description: "Domain without its last label, e.g. mail.example" },
    { name: "tld", type: "string", description: "Last label of the domain, e.g. com" },
    { name: "is_free", type: "boolean", description: "True for free or disposable mail providers (gmail.com, ...)" },
    { name: "is_disposable", type: "boolean", description: "True for disposable (throwaway) mail providers" }
  ],
  operators: operators(EQ, BL, OB, FV, IN, PAT),
  examples: ["mikejones32@gmail.com", "rcampbell1976@outlook.com", "janets@somecompany.biz"],
  maskable: false,
  parse: parseEmail
}
