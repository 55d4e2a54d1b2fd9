/**
 * Which names hold secrets, and URLs with their secrets masked: the one rule for what is
 * recorded (step mappings on events, transactions), so a literal key is masked wherever it goes.
 *
 * A name (a query parameter, a mapping property's last segment, a header) is compared lower-case
 * with everything but letters and digits removed (`X-Api-Key`, `api_key` and `apiKey` are all
 * `apikey`). It holds a secret when it
 * - contains `auth`, `token`, `secret`, `password`, `passwd`, `apikey` or `signature`, or
 * - ends with `key` (`key`, `api_key`, `access_key`, `license_key`), or
 * - is `pass`, `pwd` or `sig`.
 * A header does too when its name contains `cookie` (`Cookie`, `Set-Cookie`), except the
 * authentication challenges `WWW-Authenticate` and `Proxy-Authenticate`, which hold none.
 * The rule errs on the side of masking: a recorded `author=` parameter is masked too.
 */

export const MASK = "****"

const WORDS = ["auth", "token", "secret", "password", "passwd", "apikey", "signature"] as const
const EXACT: ReadonlySet<string> = new Set(["pass", "pwd", "sig"])
const CHALLENGES: ReadonlySet<string> = new Set(["wwwauthenticate", "proxyauthenticate"])
const NOT_ALNUM = /[^a-z0-9]/g

const normalized = (name: string): string => name.toLowerCase().replace(NOT_ALNUM, "")

const secretWord = (n: string): boolean => {
  if (n === "") return false
  if (n.endsWith("key") || EXACT.has(n)) return true
  for (const word of WORDS) if (n.includes(word)) return true
  return false
}

// Names repeat (the same headers and parameters on every call): decide each once, in a bounded cache.
const CACHE_LIMIT = 4096
const names = new Map<string, boolean>()
const headers = new Map<string, boolean>()

const cached = (cache: Map<string, boolean>, name: string, decide: (n: string) => boolean): boolean => {
  let secret = cache.get(name)
  if (secret === undefined) {
    secret = decide(normalized(name))
    if (cache.size < CACHE_LIMIT) cache.set(name, secret)
  }
  return secret
}

/** Whether a query parameter, form field or variable named `name` holds a secret. */
export const isSecretName = (name: string): boolean => cached(names, name, secretWord)

/** Whether a header named `name` holds a secret (also cookies, not authentication challenges). */
export const isSecretHeader = (name: string): boolean =>
  cached(headers, name, (n) => !CHALLENGES.has(n) && (n.includes("cookie") || secretWord(n)))

// The userinfo runs to the last `@` of the authority, as URL parsers read it: a password may hold
// an `@` of its own (`jane:p@ss@host` is the password `p@ss`).
const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)@/i
const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i

/** Whether `text` looks like an absolute URL (`https://...`). */
export const isAbsoluteUrl = (text: string): boolean => ABSOLUTE_URL.test(text)

const decodedName = (raw: string): string => {
  const spaced = raw.includes("+") ? raw.replace(/\+/g, " ") : raw
  if (!spaced.includes("%")) return spaced
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}

/** A query string (without `?`) with the values of secret parameters replaced. */
const mapQuerySecrets = (query: string, replace: (secret: string) => string): string => {
  let changed = false
  const parts = query.split("&")
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string
    const eq = part.indexOf("=")
    if (eq <= 0 || eq === part.length - 1) continue
    const name = part.slice(0, eq)
    if (!isSecretName(decodedName(name))) continue
    parts[i] = `${name}=${replace(part.slice(eq + 1))}`
    changed = true
  }
  return changed ? parts.join("&") : query
}

/**
 * A URL with each secret it holds replaced by `replace(secret)`, as written (not decoded): the
 * password of its userinfo (a userinfo without a password is itself the key) and the values of
 * secret query parameters. The rest stays as it is. `maskUrl` masks what this finds; a host that
 * stores a URL seals the same parts (so the stored URL masks as the one sent did).
 */
export const mapUrlSecrets = (url: string, replace: (secret: string) => string): string => {
  let out = url
  if (out.includes("@"))
    out = out.replace(USERINFO, (_, scheme: string, userinfo: string) => {
      const colon = userinfo.indexOf(":")
      return colon > 0 && colon < userinfo.length - 1
        ? `${scheme}${userinfo.slice(0, colon)}:${replace(userinfo.slice(colon + 1))}@`
        : `${scheme}${replace(userinfo)}@`
    })
  const question = out.indexOf("?")
  if (question < 0) return out
  const hash = out.indexOf("#", question)
  const end = hash < 0 ? out.length : hash
  const query = out.slice(question + 1, end)
  const mapped = mapQuerySecrets(query, replace)
  return mapped === query ? out : out.slice(0, question + 1) + mapped + out.slice(end)
}

const masked = (): string => MASK

/**
 * A URL as recorded: the password of its userinfo masked (`jane:****@`; a userinfo without a
 * password is itself the key, `****@`) and the values of secret query parameters masked
 * (`?api_key=****&email=...`). The rest stays as it is, readable; templates are left alone
 * unless they sit where a secret goes.
 */
export const maskUrl = (url: string): string => mapUrlSecrets(url, masked)
