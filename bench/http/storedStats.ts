/** What a `bench:http` server reports about what it stored, read back from its database. */
export interface StoredStats {
  readonly type: "stats"
  /** Rows stored: every event (Leadflow) or every lead (the floor). */
  readonly events: number
  /** Leads stored (Leadflow: source events), by outcome. */
  readonly leads: number
  readonly byOutcome: Readonly<Record<string, number>>
  /** The database's size now, in bytes (see each server for how it is read). */
  readonly bytes: number
}
