import { Schema } from "effect"

/** The longest name a document (an entity, a field) may have. */
export const maxDocumentNameLength = 200

/**
 * A document's name as a request gives it: not blank, and at most 200 characters. Stored names
 * are read with core's plain `Schema.String`, so documents saved before this check still read.
 */
export const DocumentName = Schema.String.pipe(
  Schema.filter((name) => name.trim() !== "" || "must not be blank"),
  Schema.filter((name) => name.length <= maxDocumentNameLength || `must be at most ${maxDocumentNameLength} characters`)
)
