import { HttpApi } from "@effect/platform"
import { MainApi } from "@leadflow/api"

/**
 * The route template of a management request (`/flows/:id`), for access logs and the
 * `route` label of the request metrics: never the path itself, which holds ids (unbounded
 * label values) and could hold anything a client sends. Built once from the `HttpApi`'s own
 * endpoints; a path none matches is `unmatched`.
 */

interface Route {
  readonly method: string
  readonly template: string
  readonly pattern: RegExp
  /** Literal segments: a route with more of them wins over one with parameters there. */
  readonly literals: number
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const compile = (method: string, template: string): Route => {
  const segments = template.split("/").filter((s) => s !== "")
  const pattern = segments.map((s) => (s.startsWith(":") ? "/[^/]+" : `/${escape(s)}`)).join("")
  return {
    method,
    template,
    pattern: new RegExp(`^${pattern === "" ? "/" : pattern}/?$`),
    literals: segments.filter((s) => !s.startsWith(":")).length
  }
}

const routes: ReadonlyArray<Route> = (() => {
  const found: Array<Route> = []
  HttpApi.reflect(MainApi, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => found.push(compile(endpoint.method, endpoint.path))
  })
  found.push(compile("GET", "/openapi.json"), compile("GET", "/docs"))
  return found.sort((a, b) => b.literals - a.literals)
})()

/** Templates by method and first segment, so a lookup tries a few patterns, not all. */
const byFirstSegment = new Map<string, Array<Route>>()
for (const route of routes) {
  const first = route.template.split("/")[1] ?? ""
  const key = first.startsWith(":") ? "*" : first
  const list = byFirstSegment.get(key) ?? []
  list.push(route)
  byFirstSegment.set(key, list)
}

export const unmatchedRoute = "unmatched"

/** The template of the endpoint that serves `method pathname`, any method's if none of this one. */
export const routeTemplate = (method: string, pathname: string): string => {
  const first = pathname.split("/", 2)[1] ?? ""
  const candidates = [...(byFirstSegment.get(first) ?? []), ...(byFirstSegment.get("*") ?? [])]
  let anyMethod: string | undefined
  for (const route of candidates) {
    if (!route.pattern.test(pathname)) continue
    if (route.method === method || (method === "HEAD" && route.method === "GET")) return route.template
    anyMethod ??= route.template
  }
  return anyMethod ?? unmatchedRoute
}
