import type { ComponentChildren } from "preact"
import { useState } from "preact/hooks"
import { Confirm, ErrorBox, Loading } from "./ui.js"

/**
 * A page's actions: one at a time, each with a label shown while it runs (`busy`), the message it
 * returns (`notice`) and the error it fails with (`error`); each new action clears the last's.
 */
export const useAction = (onError?: (error: Error) => void) => {
  const [busy, setBusy] = useState("")
  const [error, setError] = useState<Error | undefined>(undefined)
  const [notice, setNotice] = useState("")
  const act = async (label: string, work: () => Promise<string | void>) => {
    setBusy(label)
    setError(undefined)
    setNotice("")
    try {
      const said = await work()
      if (typeof said === "string") setNotice(said)
    } catch (e) {
      setError(e as Error)
      onError?.(e as Error)
    } finally {
      setBusy("")
    }
  }
  const clear = () => {
    setError(undefined)
    setNotice("")
  }
  return { busy, error, notice, act, clear }
}

/** What a page's action is doing, what it said and how it failed: the loading indicator, a status message, the error. */
export const PageStatus = ({ busy, notice = "", error }: { readonly busy: string; readonly notice?: string; readonly error: Error | undefined }) => (
  <>
    {busy !== "" ? <Loading what={busy} /> : null}
    {notice !== "" ? (
      <p class="notice" role="status">
        {notice}
      </p>
    ) : null}
    <ErrorBox error={error} />
  </>
)

/** The record a destructive action waits to be confirmed for (a delete, a revocation, a revert). */
export interface Confirmation<T> {
  readonly subject: T | undefined
  readonly ask: (subject: T) => void
  readonly cancel: () => void
}
export const useConfirm = <T,>(): Confirmation<T> => {
  const [subject, setSubject] = useState<T | undefined>(undefined)
  return { subject, ask: (s: T) => setSubject(() => s), cancel: () => setSubject(undefined) }
}

/** The in-page confirmation of `confirm`'s subject, when there is one; confirming clears it first. */
export const Confirming = <T,>({
  confirm,
  question,
  detail,
  onConfirm
}: {
  readonly confirm: Confirmation<T>
  readonly question: (subject: T) => string
  readonly detail?: ((subject: T) => string | undefined) | undefined
  readonly onConfirm: (subject: T) => void
}) => {
  const subject = confirm.subject
  if (subject === undefined) return null
  return (
    <Confirm
      question={question(subject)}
      detail={detail?.(subject)}
      onConfirm={() => {
        confirm.cancel()
        onConfirm(subject)
      }}
      onCancel={confirm.cancel}
    />
  )
}

/** A table with a caption (visually hidden unless `showCaption`) and column headers; the page renders its own rows. */
export const DataTable = ({
  caption,
  showCaption = false,
  columns,
  children,
  footer,
  class: className
}: {
  readonly caption: ComponentChildren
  readonly showCaption?: boolean
  readonly columns: ReadonlyArray<ComponentChildren>
  readonly children: ComponentChildren
  readonly footer?: ComponentChildren
  readonly class?: string
}) => (
  <table class={className}>
    <caption class={showCaption ? undefined : "sr-only"}>{caption}</caption>
    <thead>
      <tr>
        {columns.map((c, i) => (
          <th scope="col" key={i}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>{children}</tbody>
    {footer}
  </table>
)

/** `<option>`s: the “all” choice (empty value), then one per `[value, label]`. */
export const Options = ({ all, options }: { readonly all: string; readonly options: ReadonlyArray<readonly [string, string]> }) => (
  <>
    <option value="">{all}</option>
    {options.map(([value, label]) => (
      <option key={value} value={value}>
        {label}
      </option>
    ))}
  </>
)

/** The sources the flows name, by entity id, each once. */
export const sourcesOf = (
  flows: ReadonlyArray<{ readonly sources: ReadonlyArray<{ readonly entity?: { readonly id: string; readonly name?: string | undefined } | undefined }> }> | undefined
): ReadonlyArray<readonly [string, string]> => [
  ...new Map((flows ?? []).flatMap((f) => f.sources.flatMap((s) => (s.entity === undefined ? [] : [[s.entity.id, s.entity.name ?? s.entity.id] as const])))).entries()
]
