import type { IntegrationPackage } from "../Contract.js"
import { checkPackage } from "./checkPackage.js"
import { fixtureCases, type PackageFixtures } from "./fixtures.js"
import { formatProblems } from "./Problem.js"

/** The two functions of a test framework `describePackage` registers tests with. */
export interface TestApi {
  readonly describe: (name: string, body: () => void) => unknown
  readonly it: (name: string, body: () => Promise<void> | void) => unknown
}

/**
 * A failed check, with the values compared: test runners (vitest, node:test) show a diff of
 * `actual` and `expected`.
 */
export class PackageCheckError extends Error {
  readonly showDiff: boolean
  constructor(
    message: string,
    readonly actual?: unknown,
    readonly expected?: unknown
  ) {
    super(message)
    this.name = "PackageCheckError"
    // Only a failed comparison has values worth a diff.
    this.showDiff = actual !== undefined || expected !== undefined
  }
}

// vitest is optional: the rest of the kit works without it, and other runners pass their own api.
const vitest: TestApi | undefined = await import("vitest").then(
  (m) => ({ describe: m.describe, it: m.it }),
  () => undefined
)

/**
 * Register tests for a package: one that runs `checkPackage`, and one per fixture. Call it at the
 * top level of a test file. With vitest installed it needs nothing more; with another runner,
 * pass its `describe` and `it` (`import { describe, it } from "node:test"`).
 */
export const describePackage = (pkg: IntegrationPackage, fixtures: PackageFixtures = {}, api: TestApi | undefined = vitest): void => {
  if (api === undefined) throw new Error("describePackage: vitest is not installed; pass { describe, it } of your test runner")
  api.describe(`${pkg.id} ${pkg.version}`, () => {
    api.it("is a well-formed package", () => {
      const problems = checkPackage(pkg)
      if (problems.length > 0) throw new PackageCheckError(`${problems.length} problem(s):\n${formatProblems(problems)}`)
    })
    for (const fixtureCase of fixtureCases(pkg, fixtures))
      api.it(`${fixtureCase.moduleId} ${fixtureCase.kind}: ${fixtureCase.name}`, async () => {
        const result = await fixtureCase.run()
        if (result.problems.length > 0)
          throw new PackageCheckError(formatProblems(result.problems), result.diff?.actual, result.diff?.expected)
      })
  })
}
