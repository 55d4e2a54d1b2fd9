import { useCallback, useEffect, useRef, useState } from "preact/hooks"
import { type ApiError, request, type RequestOptions } from "./api.js"

export interface Loaded<A> {
  readonly data: A | undefined
  readonly error: ApiError | Error | undefined
  readonly loading: boolean
  readonly reload: () => void
}

/** GETs `path` (again when `path` or `options.query` changes); `null` skips the call. */
export const useApi = <A>(path: string | null, options: RequestOptions = {}): Loaded<A> => {
  const [state, setState] = useState<{ data: A | undefined; error: ApiError | Error | undefined; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: path !== null
  })
  const [tick, setTick] = useState(0)
  const key = JSON.stringify([path, options.query ?? null, options.method ?? "GET", options.body ?? null])
  useEffect(() => {
    if (path === null) return
    const controller = new AbortController()
    setState((s) => ({ ...s, loading: true, error: undefined }))
    request<A>(path, { ...options, signal: controller.signal }).then(
      (data) => setState({ data, error: undefined, loading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState({ data: undefined, error: error instanceof Error ? error : new Error(String(error)), loading: false })
      }
    )
    return () => controller.abort()
  }, [key, tick])
  const reload = useCallback(() => setTick((t) => t + 1), [])
  return { ...state, reload }
}

/** A list the API answers a page at a time, as loaded so far. */
export interface Pages<A> {
  /** The items of the pages loaded so far, each once, in the API's order. */
  readonly items: ReadonlyArray<A>
  /** How many there are in all, when the API says (a search's `total`). */
  readonly total: number | undefined
  /** Whether the API has more than `items`. */
  readonly more: boolean
  /** A page is loading (the first, or the next after `loadMore`). */
  readonly loading: boolean
  readonly error: ApiError | Error | undefined
  /** Loads the next page, added to `items`. */
  readonly loadMore: () => void
  readonly reload: () => void
}

export interface PageSpec<P, A> {
  readonly query?: RequestOptions["query"]
  /** The `limit` of each page. */
  readonly pageSize: number
  /** A page's items, and the total when the API tells it. */
  readonly read: (page: P) => { readonly items: ReadonlyArray<A>; readonly total?: number | undefined }
  /** The query members that ask for the page after `loaded`: an offset (`from`) or a cursor (`before_id`). */
  readonly after: (loaded: ReadonlyArray<A>) => Readonly<Record<string, string | number>>
  /** An item's identity: a page that overlaps the last (records arrived meanwhile) adds each item once. */
  readonly id: (item: A) => string
}

/**
 * GETs `path` a page at a time (again from the first when `path` or `spec.query` changes; `null`
 * skips): `loadMore` adds the next page. There are more while the API's `total` is not reached,
 * or, without one, while the last page was full.
 */
export const usePages = <P, A>(path: string | null, spec: PageSpec<P, A>): Pages<A> => {
  const empty = { items: [] as ReadonlyArray<A>, total: undefined, more: false, loading: path !== null, error: undefined }
  const [state, setState] = useState<Omit<Pages<A>, "loadMore" | "reload">>(empty)
  const [tick, setTick] = useState(0)
  const inFlight = useRef<AbortController | undefined>(undefined)
  const load = (loaded: ReadonlyArray<A>) => {
    if (path === null) return
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    setState((s) => ({ ...s, loading: true, error: undefined }))
    const query = { ...spec.query, limit: spec.pageSize, ...(loaded.length === 0 ? {} : spec.after(loaded)) }
    request<P>(path, { query, signal: controller.signal }).then(
      (page) => {
        if (controller.signal.aborted) return
        const { items, total } = spec.read(page)
        const seen = new Set(loaded.map(spec.id))
        const all = [...loaded, ...items.filter((item) => !seen.has(spec.id(item)))]
        const more = total !== undefined ? all.length < total && items.length > 0 : items.length >= spec.pageSize
        setState({ items: all, total, more, loading: false, error: undefined })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState((s) => ({ ...s, loading: false, error: error instanceof Error ? error : new Error(String(error)) }))
      }
    )
  }
  const key = JSON.stringify([path, spec.query ?? null, spec.pageSize])
  useEffect(() => {
    setState(empty)
    load([])
    return () => inFlight.current?.abort()
  }, [key, tick])
  const reload = useCallback(() => setTick((t) => t + 1), [])
  return { ...state, loadMore: () => load(state.items), reload }
}
