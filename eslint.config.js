import js from "@eslint/js"
import tseslint from "typescript-eslint"

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "bench/results/**", "**/*.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-constant-condition": ["error", { checkLoops: false }]
    }
  },
  {
    // The HTTP handlers are thin: decode, call the resource service, encode. Storage, the engine
    // and background work live beneath them in src/services, never here.
    files: ["packages/server-adapter/src/api/**/*Http.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@effect/sql", "@effect/sql/*", "@effect/sql-*"],
              message: "A handler holds no SQL: call the resource's service (src/services/<resource>)."
            },
            {
              group: ["**/storage/*", "**/storage", "../../submission/*", "../../jobs/*", "../../batch/*", "../../events/*", "../../feedback/*", "../../accounts/*"],
              message: "A handler reaches storage only through its resource's service (src/services/<resource>)."
            }
          ]
        }
      ]
    }
  },
  {
    // The services sit beneath the HTTP handlers: what they need lives in src/services (or
    // deeper), never in the server's own HTTP folder. The `@leadflow/api` package stays allowed.
    files: ["packages/server-adapter/src/services/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.{1,2}/)+(.*/)?api(/|$)",
              message: "A service does not import from the HTTP folder (src/api): move shared logic into src/services."
            }
          ]
        }
      ]
    }
  },
  {
    // The submission HTTP entry points (the lean hot path's request handling) are held to the
    // handlers' rule too: no SQL and no storage here. The flow and router loaders and the layer
    // that wires them (CompiledFlowLoader, CompiledRouterLoader, SubmissionLive) hold the
    // queries beneath them. Its own block so that it does not collide with other edits above.
    files: ["packages/server-adapter/src/submission/SubmissionServer.ts", "packages/server-adapter/src/submission/SubmissionHandler.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@effect/sql", "@effect/sql/*", "@effect/sql-*"],
              message: "The submission entry points hold no SQL: queries live in the loaders (CompiledFlowLoader, CompiledRouterLoader) beneath them."
            },
            {
              group: ["**/storage/*", "**/storage"],
              message: "The submission entry points reach storage only through the loaders and services beneath them."
            }
          ]
        }
      ]
    }
  }
)
