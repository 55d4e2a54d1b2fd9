import { mapUrlSecrets } from "@leadflow/core"
import { Effect } from "effect"
import { SEALED } from "../secrets/FlowSecrets.js"
import type { SecretBoxError, SecretBoxService } from "../secrets/SecretBox.js"

/**
 * A batch's HTTP delivery URL at rest: each secret it holds (core's `mapUrlSecrets`: the password
 * of its userinfo, or the userinfo itself without one; the value of each secret query parameter)
 * replaced by `leadflow-sealed%3A` and SecretBox's text. The mark is `SEALED` with its colon
 * percent-encoded and the box's text is base64url and dots, so the stored URL splits where the
 * one sent did and `maskUrl` answers it exactly as it answered that one. Host, path and the other
 * parameters stay readable. A part stored in clear (before sealing) reads as it is.
 */

/** The mark of a sealed part of a stored URL. */
const SEALED_PART = encodeURIComponent(SEALED)

const isSealedPart = (part: string): boolean => part.startsWith(SEALED_PART)

const decoded = (part: string): string => {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

/** `url` with every secret not yet sealed sealed (sealed ones kept as they are). */
export const sealUrl = (url: string, seal: (plain: string) => string): string =>
  mapUrlSecrets(url, (part) => (part === "" || isSealedPart(part) ? part : SEALED_PART + seal(part)))

/**
 * Whether a URL a client sent holds the sealed mark where a secret goes (in any spelling that
 * decodes to it): refused, since only storage writes it.
 */
export const holdsSealedMark = (url: string): boolean => {
  let found = false
  mapUrlSecrets(url, (part) => {
    // The mark as stored counts too when the rest does not decode (`leadflow-sealed%3A…%ZZ`): it is opened as stored.
    if (isSealedPart(part) || decoded(part).startsWith(SEALED)) found = true
    return part
  })
  return found
}

/** A stored URL as it is sent: its sealed parts opened (a part stored in clear is sent as it is). */
export const openUrl = (url: string, owner: string, box: SecretBoxService): Effect.Effect<string, SecretBoxError> => {
  const sealed: Array<string> = []
  mapUrlSecrets(url, (part) => {
    if (isSealedPart(part)) sealed.push(part)
    return part
  })
  if (sealed.length === 0) return Effect.succeed(url)
  return Effect.map(
    Effect.forEach(sealed, (part) => box.open(part.slice(SEALED_PART.length), owner)),
    (opened) => {
      let i = 0
      return mapUrlSecrets(url, (part) => (isSealedPart(part) ? (opened[i++] ?? part) : part))
    }
  )
}
