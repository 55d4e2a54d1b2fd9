import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// Tests run against the TypeScript sources (the "source" export condition), so no build is needed
// between an edit and a test run; `npm install` still builds dist/ for consumers and benchmarks.
export default defineConfig({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"], externalConditions: ["source"] } },
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "packages/*/src/**/*.test.tsx",
      "packages/*/test/**/*.test.ts",
      "test/**/*.test.ts",
      "examples/*/src/**/*.test.ts",
      "examples/*/test/**/*.test.ts"
    ],
    // Test files share their worker's modules instead of importing effect, the platform and
    // the packages again each (about 60 % of the suite's time went to that). Each file still
    // starts from a process's defaults (`test/processDefaults.ts`). `VITEST_ISOLATE=1` isolates.
    isolate: process.env["VITEST_ISOLATE"] === "1",
    // An absolute path: vitest also picks this file up when run inside a workspace (`npm test`
    // in examples/*), where a relative path would resolve against that workspace's folder.
    setupFiles: [fileURLToPath(new URL("test/processDefaults.ts", import.meta.url))],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default on 2 cores is one worker; most files wait on servers, databases and child
    // processes, so two keep both cores busy (every test server has its own database or schema).
    maxWorkers: Number(process.env["VITEST_MAX_WORKERS"] ?? 2),
    minWorkers: 1
  }
})
