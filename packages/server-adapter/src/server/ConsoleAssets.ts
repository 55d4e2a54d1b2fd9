import { consoleRoot } from "@leadflow/console"
import { readFile } from "node:fs/promises"
import type { IncomingMessage, ServerResponse } from "node:http"
import { extname, join, resolve, sep } from "node:path"

/**
 * The web console (`@leadflow/console`, a static single-page app) served by the API's own server:
 * `GET|HEAD /` answers its index.html (revalidated on every load: `no-cache`), `/assets/*` its
 * content-hashed files (cached for a year, `immutable`). Only GET and HEAD on those paths come
 * here; anything else goes to the API as before. A name that leaves the assets folder is
 * refused, and an unknown asset is a JSON 404 like the API's.
 */

export const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8"
}

/** What the console's page may load: itself and the API on the same origin, nothing from outside. */
export const consoleCsp =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; form-action 'self'"

export const indexCacheControl = "no-cache"
export const assetCacheControl = "public, max-age=31536000, immutable"

export interface ConsoleAssets {
  /** Whether the console answers this request (GET or HEAD of `/` or `/assets/…`). */
  readonly matches: (method: string | undefined, pathname: string) => boolean
  /** The route label for access logs and metrics. */
  readonly route: (pathname: string) => string
  readonly handle: (req: IncomingMessage, res: ServerResponse, pathname: string) => void
}

const notFound = (res: ServerResponse, head: boolean, message = "Not Found"): void => {
  const body = JSON.stringify({ error: message })
  res.writeHead(404, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), "Cache-Control": "no-store" })
  res.end(head ? undefined : body)
}

/** The file name under assets/ that a path names, or undefined when it is not a plain name in that folder. */
export const assetName = (assetsDir: string, pathname: string): string | undefined => {
  let name: string
  try {
    name = decodeURIComponent(pathname.slice("/assets/".length))
  } catch {
    return undefined
  }
  if (name === "" || name.includes("/") || name.includes("\\") || name.includes("\0") || name.startsWith(".")) return undefined
  const full = resolve(assetsDir, name)
  return full.startsWith(assetsDir + sep) ? full : undefined
}

export const makeConsoleAssets = (root: string = consoleRoot): ConsoleAssets => {
  const dir = resolve(root)
  const assetsDir = join(dir, "assets")
  const send = (req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string, extra: Record<string, string> = {}): void => {
    const head = req.method === "HEAD"
    readFile(file).then(
      (body) => {
        res.writeHead(200, {
          "Content-Type": contentTypes[extname(file).toLowerCase()] ?? "application/octet-stream",
          "Content-Length": body.length,
          "Cache-Control": cacheControl,
          "X-Content-Type-Options": "nosniff",
          ...extra
        })
        res.end(head ? undefined : body)
      },
      () =>
        notFound(
          res,
          head,
          file.endsWith("index.html") ? "Not Found: the console is not built (npm run build -w @leadflow/console)" : "Not Found"
        )
    )
  }
  return {
    matches: (method, pathname) => (method === "GET" || method === "HEAD") && (pathname === "/" || pathname === "/index.html" || pathname.startsWith("/assets/")),
    route: (pathname) => (pathname.startsWith("/assets/") ? "/assets/*" : "/"),
    handle: (req, res, pathname) => {
      if (!pathname.startsWith("/assets/"))
        return send(req, res, join(dir, "index.html"), indexCacheControl, {
          "Content-Security-Policy": consoleCsp,
          "Referrer-Policy": "no-referrer",
          "X-Frame-Options": "SAMEORIGIN"
        })
      const file = assetName(assetsDir, pathname)
      if (file === undefined) return notFound(res, req.method === "HEAD")
      send(req, res, file, assetCacheControl)
    }
  }
}
