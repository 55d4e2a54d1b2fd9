import { Metric, MetricBoundaries, MetricLabel } from "effect"
import { describe, expect, it } from "vitest"
import { prometheusText } from "./PrometheusText.js"

const seriesOf = (text: string): Array<string> =>
  text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => line.slice(0, line.lastIndexOf(" ")))

describe("prometheusText", () => {
  it("writes a histogram's +Inf bucket once, equal to its count", () => {
    const histogram = Metric.histogram("test_prometheus_text_seconds", MetricBoundaries.fromIterable([0.1, 1]), "A test histogram")
    const labels = [MetricLabel.make("route", "/flows")]
    histogram.unsafeUpdate(0.05, labels)
    histogram.unsafeUpdate(0.5, labels)
    histogram.unsafeUpdate(5, labels)
    const text = prometheusText(Metric.unsafeSnapshot().filter((pair) => pair.metricKey.name === "test_prometheus_text_seconds"))
    expect(text).toBe(
      [
        "# HELP test_prometheus_text_seconds A test histogram",
        "# TYPE test_prometheus_text_seconds histogram",
        'test_prometheus_text_seconds_bucket{route="/flows",le="0.1"} 1',
        'test_prometheus_text_seconds_bucket{route="/flows",le="1"} 2',
        'test_prometheus_text_seconds_bucket{route="/flows",le="+Inf"} 3',
        'test_prometheus_text_seconds_sum{route="/flows"} 5.55',
        'test_prometheus_text_seconds_count{route="/flows"} 3',
        ""
      ].join("\n")
    )
    const series = seriesOf(text)
    expect(new Set(series).size).toBe(series.length)
  })
})
