/**
 * Accept negotiation for the answer to a submission: JSON, or XML as `application/xml` or
 * `text/xml`. No Accept header (or `*\/*`) means JSON. For each type the most specific matching
 * range gives its quality; the best quality wins, then the more specific range, then the order
 * JSON, application/xml, text/xml.
 */

export type AnswerType = "application/json" | "application/xml" | "text/xml"

const ANSWER_TYPES: ReadonlyArray<AnswerType> = ["application/json", "application/xml", "text/xml"]

/** How closely a media range names a type: 3 exactly, 2 by `type/*`, 1 by `*\/*`, 0 not at all. */
const specificity = (range: string, type: AnswerType): number => {
  if (range === type) return 3
  if (range === "*/*") return 1
  const slash = type.indexOf("/")
  return range.length === slash + 2 && range.endsWith("/*") && range.startsWith(type.slice(0, slash)) ? 2 : 0
}

const qualityOf = (parameters: string): number => {
  for (const parameter of parameters.split(";")) {
    const trimmed = parameter.trim()
    if (trimmed.length > 2 && (trimmed[0] === "q" || trimmed[0] === "Q") && trimmed[1] === "=") {
      const q = Number(trimmed.slice(2))
      return Number.isNaN(q) ? 1 : q
    }
  }
  return 1
}

/** The type to answer in, or undefined when the Accept header allows none of them. */
export const negotiate = (accept: string | undefined): AnswerType | undefined => {
  if (accept === undefined || accept.trim() === "") return "application/json"
  const quality = [0, 0, 0]
  const matched = [0, 0, 0]
  for (const entry of accept.split(",")) {
    const semi = entry.indexOf(";")
    const range = (semi === -1 ? entry : entry.slice(0, semi)).trim().toLowerCase()
    let q: number | undefined
    for (let i = 0; i < ANSWER_TYPES.length; i++) {
      const s = specificity(range, ANSWER_TYPES[i] as AnswerType)
      if (s > (matched[i] as number)) {
        q ??= semi === -1 ? 1 : qualityOf(entry.slice(semi + 1))
        matched[i] = s
        quality[i] = q
      }
    }
  }
  let best: number | undefined
  for (let i = 0; i < ANSWER_TYPES.length; i++) {
    const q = quality[i] as number
    if ((matched[i] as number) === 0 || q <= 0) continue
    if (
      best === undefined ||
      q > (quality[best] as number) ||
      (q === quality[best] && (matched[i] as number) > (matched[best] as number))
    )
      best = i
  }
  return best === undefined ? undefined : ANSWER_TYPES[best]
}
