import { Either } from "effect"

/**
 * A property of an event named by a dotted path (`vars.source.id`, `type`, `outcome`,
 * `vars.lead.email`). Segments are restricted to letters, digits, `_` and `-` so a path can be
 * written into SQL (a JSON path literal) without any possibility of escaping out of it.
 */
export type PropertyPath = ReadonlyArray<string>

const segmentPattern = /^[A-Za-z0-9_-]{1,64}$/

/** At most this many segments (events are never nested deeper than this in practice). */
export const maxPathDepth = 12

export const parsePropertyPath = (text: string): Either.Either<PropertyPath, string> => {
  const segments = text.split(".")
  if (text === "" || segments.length > maxPathDepth || !segments.every((segment) => segmentPattern.test(segment)))
    return Either.left(
      `${JSON.stringify(text)} is not a property path: dot-separated names of letters, digits, "_" and "-" (at most ${maxPathDepth})`
    )
  return Either.right(segments)
}

export const pathText = (path: PropertyPath): string => path.join(".")
