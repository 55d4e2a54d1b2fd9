/**
 * The mean of two numbers as PostgreSQL's `AVG` over NUMERIC finds it: each read as its decimal
 * text (the shortest that reads back as the same double, which is the JSON text the engine wrote)
 * and added exactly, so the median of 0.1 and 0.2 is 0.15 on SQLite too (adding the doubles gives
 * 0.15000000000000002). Infinities and NaN keep the doubles' answer.
 */
export const decimalMean = (a: number, b: number): number => {
  if (a === b || !Number.isFinite(a) || !Number.isFinite(b)) return (a + b) / 2
  const x = decimal(a)
  const y = decimal(b)
  const exponent = Math.min(x.exponent, y.exponent)
  const sum = x.digits * 10n ** BigInt(x.exponent - exponent) + y.digits * 10n ** BigInt(y.exponent - exponent)
  // Halving a decimal is exact: times 5, one place down.
  return Number(`${sum * 5n}e${exponent - 1}`)
}

/** A finite number as integer digits and a power of ten (`0.15` is 15 and -2). */
const decimal = (n: number): { readonly digits: bigint; readonly exponent: number } => {
  const [mantissa = "0", power = "0"] = String(n).split("e")
  const [whole = "0", fraction = ""] = mantissa.split(".")
  return { digits: BigInt(whole + fraction), exponent: Number(power) - fraction.length }
}
