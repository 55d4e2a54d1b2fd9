/**
 * How a server's slots are shared among the accounts whose leads run at once. An account may
 * start another lead while it runs fewer leads than there are slots still free (and fewer than
 * `perAccount`, when that is set). Alone, an account therefore takes at most half the slots;
 * accounts whose buyers hang take half of what is free each as they arrive, so every slot is
 * taken only once about log2(slots) of them hang at the same time (a bound of half the slots
 * per account let two do it); even then a slot that frees goes to an account running fewer
 * leads than are free, never to the ones holding most. As their leads end and they submit
 * again, k such accounts settle at `slots / (k + 1)` each, with as many left free.
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
