import { useEffect, useRef } from "preact/hooks"
import uPlot from "uplot"
import "uplot/dist/uPlot.min.css"

export interface Series {
  readonly label: string
  readonly values: ReadonlyArray<number>
  readonly color: string
}

export const palette = ["#1b7f3b", "#b3261e", "#8a5a00", "#1f5fbf", "#6b3fa0", "#00707a"]

/**
 * A uPlot chart with its text alternative: the canvas is labelled (role img + aria-label) and
 * the same numbers follow as a table, collapsed under <details>, for screen readers and copying.
 * `x` holds either Unix seconds (a time axis) or category labels (bars).
 */
export const Chart = ({
  title,
  x,
  series,
  height = 220,
  format = (n: number) => n.toLocaleString()
}: {
  readonly title: string
  readonly x: ReadonlyArray<number> | ReadonlyArray<string>
  readonly series: ReadonlyArray<Series>
  readonly height?: number
  readonly format?: (n: number) => string
}) => {
  const ref = useRef<HTMLDivElement>(null)
  const categorical = x.length > 0 && typeof x[0] === "string"
  useEffect(() => {
    const el = ref.current
    // Without a 2D canvas (a DOM without one) the table below still carries the numbers.
    if (el === null || typeof HTMLCanvasElement === "undefined" || document.createElement("canvas").getContext("2d") === null) return
    let plot: uPlot | undefined
    try {
      const xs = categorical ? x.map((_, i) => i) : (x as ReadonlyArray<number>).slice()
      // Grouped bars for categories: series s of k takes its slice of a 0.8-wide group at each x.
      const width = 0.8 / Math.max(1, series.length)
      const bars = (s: number) =>
        uPlot.paths.bars?.({
          disp: {
            x0: { unit: 1, values: (u) => (u.data[0] as ReadonlyArray<number>).map((i) => i - 0.4 + s * width) },
            size: { unit: 1, values: () => [width] }
          }
        })
      plot = new uPlot(
        {
          width: Math.max(280, el.clientWidth || 600),
          height,
          scales: { x: categorical ? { time: false, range: [-0.5, x.length - 0.5] } : { time: true } },
          axes: [
            categorical
              ? { values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? String(x[s] ?? "") : "")), splits: () => x.map((_, i) => i) }
              : {},
            { values: (_u, splits) => splits.map(format), size: 80 }
          ],
          // The legend names each series with its total; no live values (they read "--" until hovered).
          legend: { live: false },
          series: [
            {},
            ...series.map((s, i) => ({
              label: `${s.label}: ${format(s.values.reduce((a, b) => a + b, 0))}${categorical ? "" : " in total"}`,
              stroke: s.color,
              fill: categorical ? s.color + "cc" : s.color + "22",
              width: categorical ? 1 : 2,
              ...(categorical ? { paths: bars(i), points: { show: false } } : {})
            }))
          ]
        },
        [xs, ...series.map((s) => s.values.slice())] as uPlot.AlignedData,
        el
      )
    } catch {
      // No canvas (a DOM without one): the table below still carries the numbers.
    }
    return () => plot?.destroy()
  }, [title, x, series, height, categorical, format])
  const label = `${title}: ${series.map((s) => `${s.label} ${format(s.values.reduce((a, b) => a + b, 0))} in total`).join(", ")}`
  return (
    <figure class="chart">
      <figcaption>{title}</figcaption>
      <div ref={ref} role="img" aria-label={label} class="plot" />
      <details>
        <summary>{title} as a table</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{categorical ? "Group" : "Time"}</th>
              {series.map((s) => (
                <th scope="col" key={s.label}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {x.map((v, i) => (
              <tr key={i}>
                <th scope="row">{typeof v === "string" ? v : new Date(v * 1000).toLocaleString()}</th>
                {series.map((s) => (
                  <td key={s.label}>{format(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
