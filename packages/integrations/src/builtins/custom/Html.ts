/**
 * HTML responses, loaded only when a CSS selector path needs them. A path is a selector with an
 * optional ` @attr` suffix (`#message @reason`) to read an attribute instead of the text.
 */
import { load, type CheerioAPI } from "cheerio/slim"
import { memo } from "./Cache.js"

export type HtmlDocument = CheerioAPI

export const loadHtml = (body: string): HtmlDocument => load(body)

interface CssPath {
  readonly selector: string
  readonly attribute: string | undefined
}

const ATTRIBUTE_SUFFIX = /^([\s\S]*\S)\s+@([^\s@]+)$/

const cssPath = memo((text: string): CssPath => {
  const m = ATTRIBUTE_SUFFIX.exec(text.trim())
  return m === null ? { selector: text.trim(), attribute: undefined } : { selector: m[1] as string, attribute: m[2] }
})

/**
 * What the selector picks in each matching element: the attribute when the path names one, else
 * the inner HTML (`markup`, for outcome searches) or the text. An invalid selector picks nothing.
 */
export const selectCss = (doc: HtmlDocument, path: string, markup: boolean): Array<string> => {
  const { selector, attribute } = cssPath(path)
  if (selector === "") return []
  try {
    const out: Array<string> = []
    doc(selector).each((_, element) => {
      const el = doc(element)
      const value = attribute !== undefined ? el.attr(attribute) : markup ? el.html() : el.text()
      if (typeof value === "string") out.push(value)
    })
    return out
  } catch {
    return []
  }
}
