/** fast-check arbitraries for lead values: `import { rawFor, anyRaw } from "@leadflow/types/testing"`. */
export * from "./arbitraries.js"
