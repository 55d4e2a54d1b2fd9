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
  }
)
