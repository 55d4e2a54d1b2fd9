/**
 * Role accounts: mailboxes of a function rather than a person (`info@`, `sales@`, `noreply@`).
 * Leads with one rarely reach the person who filled the form in. The list holds the RFC 2142
 * mailboxes (abuse, hostmaster, info, marketing, noc, postmaster, sales, security, support,
 * usenet, uucp, webmaster, www, ftp, news) and the common team, service and no-reply names. They
 * are compared without case, without a `+tag`, and without the `.`, `-` and `_` that separate
 * words, so `No-Reply`, `no_reply` and `noreply+x` all match `noreply`.
 */
export const ROLE_ACCOUNTS: ReadonlySet<string> = new Set([
  // RFC 2142
  "abuse",
  "ftp",
  "hostmaster",
  "info",
  "marketing",
  "news",
  "noc",
  "postmaster",
  "sales",
  "security",
  "support",
  "usenet",
  "uucp",
  "webmaster",
  "www",
  // system and no-reply mailboxes
  "admin",
  "administrator",
  "devnull",
  "donotreply",
  "mailerdaemon",
  "nobody",
  "noreply",
  "root",
  "sysadmin",
  // teams and services
  "accounting",
  "accounts",
  "billing",
  "careers",
  "compliance",
  "contact",
  "contactus",
  "customercare",
  "customerservice",
  "customersupport",
  "enquiries",
  "enquiry",
  "feedback",
  "finance",
  "hello",
  "help",
  "helpdesk",
  "hr",
  "information",
  "inquiries",
  "inquiry",
  "it",
  "jobs",
  "legal",
  "mail",
  "media",
  "newsletter",
  "office",
  "orders",
  "press",
  "privacy",
  "reception",
  "service",
  "team"
])

const WORD_SEPARATORS = /[.\-_]/g

/** True when the local part (before the @) names a role account. */
export const isRoleAccount = (localPart: string): boolean => {
  const plus = localPart.indexOf("+")
  const bare = (plus < 0 ? localPart : localPart.slice(0, plus)).toLowerCase().replace(WORD_SEPARATORS, "")
  return ROLE_ACCOUNTS.has(bare)
}
