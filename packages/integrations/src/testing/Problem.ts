/** One thing the engine would trip over in a package, found by `checkPackage` or a fixture. */
export interface Problem {
  /** `package`, or the module id the problem is in (with the fixture's name for fixture runs). */
  readonly where: string
  readonly message: string
}

/** Problems as lines of text, for an assertion message or a console. */
export const formatProblems = (problems: ReadonlyArray<Problem>): string =>
  problems.map((p) => `${p.where}: ${p.message}`).join("\n")
