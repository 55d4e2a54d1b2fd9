/**
 * How a server's slots are shared among the accounts whose leads run at once. An account may
 * start another lead while it runs fewer leads than there are slots still free (and fewer than
 * `perAccount`, when that is set). Alone, an account therefore takes at most half the slots; k
 * accounts whose buyers hang settle at `slots / (k + 1)` each, and the same number stays free,
 * so an account that starts submitting always finds a slot, however many others are stuck.
 * A bound per account alone (half the slots each) let two such accounts take every slot.
 */
export class AccountShares {
  // Leads running per account (only accounts with one running have an entry).
  private readonly running = new Map<string, number>()
  private total = 0

  constructor(
    /** The slots the leads of every account share: the server's `maxInFlight`. */
    private readonly slots: number,
    /** An account's leads at once, whatever is free (no bound when infinite). */
    private readonly perAccount: number = Number.POSITIVE_INFINITY
  ) {}

  /** Takes a slot for a lead of the account, or answers false when its share is used. */
  take(accountId: string): boolean {
    const mine = this.running.get(accountId) ?? 0
    if (mine >= this.perAccount || mine >= this.slots - this.total) return false
    this.running.set(accountId, mine + 1)
    this.total++
    return true
  }

  /** Gives back a slot `take` gave the account. */
  give(accountId: string): void {
    const mine = this.running.get(accountId)
    if (mine === undefined) return
    this.total--
    if (mine === 1) this.running.delete(accountId)
    else this.running.set(accountId, mine - 1)
  }

  /** The account's leads running now. */
  of(accountId: string): number {
    return this.running.get(accountId) ?? 0
  }

  /** The leads of every account running now. */
  get inUse(): number {
    return this.total
  }
}
