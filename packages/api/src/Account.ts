/** An account as the API shows it: every resource belongs to one, and its API key names it. */

export type Plan = "free" | "pro" | "enterprise"
export const plans: ReadonlyArray<Plan> = ["free", "pro", "enterprise"]

export interface Account {
  readonly id: string
  readonly name: string
  readonly plan: Plan
  readonly created_at: string
  readonly updated_at: string
}
