import { useCallback, useEffect, useState } from "preact/hooks"
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
