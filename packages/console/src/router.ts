import { useEffect, useState } from "preact/hooks"

/**
 * Hash routing (`#/flows`, `#/leads/<id>`): the API owns paths such as /flows, so the console
 * lives at / and keeps its own routes in the fragment (which is never sent to the server).
 */
export interface Route {
  readonly parts: ReadonlyArray<string>
  readonly query: URLSearchParams
}

/** A path segment decoded; one that is not well-formed (a stray `%`, a cut escape) as it stands. */
const decodedSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export const parseHash = (hash: string): Route => {
  const raw = hash.replace(/^#\/?/, "")
  const q = raw.indexOf("?")
  const path = q === -1 ? raw : raw.slice(0, q)
  return {
    parts: path.split("/").filter((p) => p !== "").map(decodedSegment),
    query: new URLSearchParams(q === -1 ? "" : raw.slice(q + 1))
  }
}

export const href = (...parts: ReadonlyArray<string>): string => `#/${parts.map(encodeURIComponent).join("/")}`

export const navigate = (to: string): void => {
  window.location.hash = to
}

export const useRoute = (): Route => {
  const [route, setRoute] = useState(() => parseHash(window.location.hash))
  useEffect(() => {
    const onChange = () => setRoute(parseHash(window.location.hash))
    window.addEventListener("hashchange", onChange)
    return () => window.removeEventListener("hashchange", onChange)
  }, [])
  return route
}
