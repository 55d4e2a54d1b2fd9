import { useRef } from "preact/hooks"
import { lineOfPath, stringifyWithLines } from "../diff.js"
import { PathErrors } from "./ui.js"

/**
 * A JSON document editor: a labelled textarea, and the API's errors listed by path; choosing an
 * error selects the line where that path's value starts (after re-formatting the document).
 */
export const JsonEditor = ({
  id,
  label,
  value,
  onInput,
  errors,
  rows = 24
}: {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onInput: (text: string) => void
  readonly errors: Readonly<Record<string, ReadonlyArray<string>>>
  readonly rows?: number
}) => {
  const ref = useRef<HTMLTextAreaElement>(null)
  const select = (path: string) => {
    let text = value
    let line: number | undefined
    try {
      const formatted = stringifyWithLines(JSON.parse(value))
      text = formatted.text
      line = lineOfPath(formatted.lines, path)
      if (text !== value) onInput(text)
    } catch {
      line = undefined
    }
    const el = ref.current
    if (el === null) return
    el.focus()
    if (line === undefined) return
    const all = text.split("\n")
    const start = all.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0)
    // After a re-format the textarea re-renders; select once it has the new text.
    setTimeout(() => {
      el.setSelectionRange(start, start + (all[line - 1]?.length ?? 0))
      el.scrollTop = Math.max(0, (line - 3) * 18)
    }, 0)
  }
  const count = Object.keys(errors).length
  return (
    <div class="json-editor">
      <label for={id}>{label}</label>
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        spellcheck={false}
        value={value}
        aria-invalid={count > 0}
        aria-describedby={count > 0 ? `${id}-errors` : undefined}
        onInput={(e) => onInput((e.target as HTMLTextAreaElement).value)}
      />
      {count > 0 ? (
        <div id={`${id}-errors`} class="error" role="alert">
          <p>
            <strong>{count === 1 ? "1 problem" : `${count} problems`}</strong> (choose one to go to its line):
          </p>
          <PathErrors errors={errors} onSelect={select} />
        </div>
      ) : null}
    </div>
  )
}
