/**
 * A cache of compiled documents (flows, routers) by id, for the submission path. A fresh entry is
 * answered synchronously; an entry older than `maxAgeMs` is revalidated against the store (the
 * loader gets the previous value and hands it back when the stored version has not moved), so
 * other processes' changes are seen within about that long. Concurrent lookups share one load.
 * Unknown ids are remembered too (as `undefined`), so a flood of bad URLs costs one query a second.
 */

export interface Owned {
  readonly accountId: string
}

interface Entry<V> {
  readonly value: V | undefined
  checkedAt: number
}

/** Past this many entries the cache starts over rather than grow without bound (random ids). */
const maxEntries = 10_000

export class RevalidatingCache<V extends Owned> {
  private readonly entries = new Map<string, Entry<V>>()
  private readonly loading = new Map<string, Promise<V | undefined>>()
  // Bumped by every invalidation: a load started before one is answered but not kept.
  private generation = 0

  constructor(
    private readonly load: (id: string, previous: V | undefined) => Promise<V | undefined>,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now
  ) {}

  /** The value (undefined when there is none), synchronously when the entry is fresh. */
  get(id: string): V | undefined | Promise<V | undefined> {
    const entry = this.entries.get(id)
    if (entry !== undefined && this.now() - entry.checkedAt < this.maxAgeMs) return entry.value
    return this.loading.get(id) ?? this.start(id, entry)
  }

  private start(id: string, entry: Entry<V> | undefined): Promise<V | undefined> {
    const generation = this.generation
    const keep = (value: V | undefined): V | undefined => {
      if (this.loading.get(id) === pending) this.loading.delete(id)
      if (generation === this.generation) {
        if (this.entries.size >= maxEntries && !this.entries.has(id)) this.entries.clear()
        this.entries.set(id, { value, checkedAt: this.now() })
      }
      return value
    }
    const pending: Promise<V | undefined> = this.load(id, entry?.value).then(keep, (error: unknown) => {
      if (this.loading.get(id) === pending) this.loading.delete(id)
      // The store is unavailable: keep serving what was known, and try again later.
      if (entry !== undefined && entry.value !== undefined) {
        entry.checkedAt = this.now()
        return entry.value
      }
      throw error
    })
    this.loading.set(id, pending)
    return pending
  }

  /** Forget one id, or every entry of the account (and every remembered unknown id). */
  invalidate(accountId: string, id?: string): void {
    this.generation++
    if (id !== undefined) {
      this.entries.delete(id)
      this.loading.delete(id)
      return
    }
    for (const [key, entry] of this.entries)
      if (entry.value === undefined || entry.value.accountId === accountId) this.entries.delete(key)
    this.loading.clear()
  }
}
