import { defineConfig } from "vite"

// A static single-page app: relative asset URLs (base "./") so dist/ can be served from any
// path, hashed file names under assets/ (cached for a year by the server), JSX for Preact.
export default defineConfig({
  base: "./",
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  build: { outDir: "dist", emptyOutDir: true, assetsDir: "assets", sourcemap: false, target: "es2022" },
  server: {
    // `npm run dev -w @leadflow/console` against a server on :3000.
    proxy: Object.fromEntries(
      ["/flows", "/leads", "/search", "/events", "/reports", "/fields", "/entities", "/credentials", "/batch", "/cert", "/account"].map((p) => [
        p,
        "http://127.0.0.1:3000"
      ])
    )
  }
})
