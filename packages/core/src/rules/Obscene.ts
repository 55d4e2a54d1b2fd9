import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity"

/**
 * `is obscene` / `is not obscene`: obscenity's English word list with its recommended
 * transformers (leet speak, repeated letters, confusable characters), which match whole words and
 * words inside words while leaving known innocent words alone (`Scunthorpe`, `assassin`).
 * The matcher is built on first use, as most flows never ask.
 */

let matcher: RegExpMatcher | undefined

export const isObsceneText = (text: string): boolean => {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers })
  return matcher.hasMatch(text)
}
