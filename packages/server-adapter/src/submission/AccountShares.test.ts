import { describe, expect, it } from "vitest"
import { AccountShares } from "./AccountShares.js"

/** Takes slots for the account until refused; answers how many it got. */
const fill = (shares: AccountShares, accountId: string): number => {
  let taken = 0
  while (shares.take(accountId)) taken++
  return taken
}

describe("AccountShares", () => {
  it("lets an account alone take half the slots", () => {
    expect(fill(new AccountShares(8), "a")).toBe(4)
    expect(fill(new AccountShares(1000), "a")).toBe(500)
    expect(fill(new AccountShares(1), "a")).toBe(1)
  })

  it("gives each next account half of what is free, until none is (a half each left none for a third)", () => {
    const shares = new AccountShares(8)
    expect([fill(shares, "a"), fill(shares, "b"), fill(shares, "c"), fill(shares, "d")]).toEqual([4, 2, 1, 1])
    expect(shares.inUse).toBe(8)
    expect(shares.take("e")).toBe(false)
  })

  it("once every slot is taken, gives a slot that frees to an account running none, not to the ones holding most", () => {
    const shares = new AccountShares(8)
    for (const account of ["a", "b", "c", "d"]) fill(shares, account)
    shares.give("a")
    expect(shares.take("a")).toBe(false)
    expect(shares.take("b")).toBe(false)
    expect(shares.take("e")).toBe(true)
  })

  it("settles stuck accounts at equal shares with as many slots free", () => {
    // Three accounts keep submitting while their leads hang; one of the first's times out now and then.
    const shares = new AccountShares(1000)
    const accounts = ["a", "b", "c"]
    for (let round = 0; round < 2000; round++) {
      for (const account of accounts) fill(shares, account)
      for (const account of accounts) if (shares.of(account) > 0) shares.give(account)
    }
    for (const account of accounts) fill(shares, account)
    // The first to fill each round keeps a slot or two more.
    for (const account of accounts) expect(Math.abs(shares.of(account) - 250)).toBeLessThanOrEqual(2)
    expect(1000 - shares.inUse).toBeGreaterThanOrEqual(249)
    expect(shares.take("newcomer")).toBe(true)
  })

  it("bounds an account by perAccount as well", () => {
    const shares = new AccountShares(8, 2)
    expect(fill(shares, "a")).toBe(2)
    expect(fill(shares, "b")).toBe(2)
  })

  it("gives slots back, and ignores a give of an account that holds none", () => {
    const shares = new AccountShares(4)
    expect(fill(shares, "a")).toBe(2)
    shares.give("b")
    expect(shares.inUse).toBe(2)
    shares.give("a")
    shares.give("a")
    expect(shares.inUse).toBe(0)
    expect(shares.of("a")).toBe(0)
    expect(fill(shares, "a")).toBe(2)
  })
})
