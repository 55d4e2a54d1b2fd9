import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto"
import { Context, Data, type Effect, Either } from "effect"

/**
 * Authenticated encryption of secrets at rest (credential passwords and tokens): AES-256-GCM with
 * a key derived by HKDF-SHA256 from the server secret, a random 96-bit IV per value, and the
 * owner of the value as additional data, so a sealed value moved to another record fails to open.
 *
 * A sealed value is text: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */

/** A sealed value that does not open: another key, a damaged value, or another owner. */
export class SecretBoxError extends Data.TaggedError("SecretBoxError")<{ readonly message: string }> {}

export interface SecretBoxService {
  /** Encrypt `plain` for `owner` (any stable text naming what the secret belongs to). */
  readonly seal: (plain: string, owner: string) => string
  readonly open: (sealed: string, owner: string) => Effect.Effect<string, SecretBoxError>
}

export class SecretBox extends Context.Tag("@leadflow/server-adapter/SecretBox")<SecretBox, SecretBoxService>() {}

const VERSION = "v1"
const IV_BYTES = 12
const TAG_BYTES = 16
// Fixed and public: HKDF's salt and info only separate this key from other uses of the secret.
const SALT = Buffer.from("leadflow/credentials", "utf8")
const INFO = Buffer.from("aes-256-gcm v1", "utf8")

/** The 256-bit encryption key of a server secret. */
export const deriveKey = (secret: string): Buffer =>
  Buffer.from(hkdfSync("sha256", Buffer.from(secret, "utf8"), SALT, INFO, 32))

const sealWith = (key: Buffer, plain: string, owner: string): string => {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(owner, "utf8"))
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()])
  const tag = cipher.getAuthTag()
  return [VERSION, iv.toString("base64url"), tag.toString("base64url"), ciphertext.toString("base64url")].join(".")
}

const openWith = (key: Buffer, sealed: string, owner: string): Either.Either<string, SecretBoxError> => {
  const parts = sealed.split(".")
  const [version, iv, tag, ciphertext] = parts
  if (parts.length !== 4 || version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined)
    return Either.left(new SecretBoxError({ message: "not a sealed value of a known version" }))
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), { authTagLength: TAG_BYTES })
    decipher.setAAD(Buffer.from(owner, "utf8"))
    decipher.setAuthTag(Buffer.from(tag, "base64url"))
    const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()])
    return Either.right(plain.toString("utf8"))
  } catch {
    return Either.left(
      new SecretBoxError({
        message: "a stored secret cannot be decrypted: LEADFLOW_SECRET differs from the one it was stored with"
      })
    )
  }
}

/** A box over one server secret. */
export const makeSecretBox = (secret: string): SecretBoxService => {
  const key = deriveKey(secret)
  return {
    seal: (plain, owner) => sealWith(key, plain, owner),
    open: (sealed, owner) => openWith(key, sealed, owner)
  }
}
