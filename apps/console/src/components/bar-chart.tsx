import { useId } from 'react'
import { TableWrap } from './table-wrap'

/** One series of a bar chart: its name, one value per category (null: no value) and its colour class. */
export interface ChartSeries {
  name: string
  values: readonly (number | null)[]
  /** `chart__bar--<tone>`: the series' colour, defined in console.css for light and dark. */
  tone: 'primary' | 'secondary' | 'ok'
  /** In the table under the chart only (another scale than the bars'). */
  tableOnly?: boolean
}

/** The drawing's own units; it scales to the width it gets, text with it. */
const WIDTH = 600
const HEIGHT = 140
const AXIS = 18
/** Of each category's width, this share is bars (the rest is the gap to the next). */
const BAR_SHARE = 0.8
/** At most this many category labels under the bars: a month of days would overlap. */
const MAX_TICKS = 8

/**
 * Issue #44 reports: grouped bars in inline SVG, no chart library. The picture is for looking; its
 * `aria-label` says what it shows in words (the caller's summary), and the same numbers are in a
 * real table under "Show as a table", so a screen reader and a copy-paste get them too.
 */
export function BarChart({
  title,
  label,
  categories,
  series,
  max,
  format = String,
  tableLabel,
  categoryHeader,
}: {
  title: string
  /** The chart in words, for `aria-label`. */
  label: string
  categories: readonly string[]
  series: readonly ChartSeries[]
  /** The top of the scale; the largest value (at least 1) when absent. */
  max?: number
  format?: (value: number) => string
  tableLabel: string
  categoryHeader: string
}) {
  const id = useId()
  const drawn = series.filter((s) => !s.tableOnly)
  const top = max ?? Math.max(1, ...drawn.flatMap((s) => s.values.map((v) => v ?? 0)))
  const group = WIDTH / Math.max(1, categories.length)
  const bar = (group * BAR_SHARE) / Math.max(1, drawn.length)
  const every = Math.max(1, Math.ceil(categories.length / MAX_TICKS))
  return (
    <figure className="chart">
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg className="chart__svg" role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}>
        <line className="chart__axis" x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} />
        {categories.map((category, c) =>
          drawn.map((s, i) => {
            const value = s.values[c] ?? null
            if (value === null || value <= 0) return null
            const h = Math.max(1, (Math.min(value, top) / top) * (HEIGHT - 4))
            return (
              <rect
                key={`${category}-${s.name}`}
                className={`chart__bar chart__bar--${s.tone}`}
                x={c * group + i * bar}
                y={HEIGHT - h}
                width={Math.max(1, bar - 1)}
                height={h}
              >
                <title>{`${category} · ${s.name}: ${format(value)}`}</title>
              </rect>
            )
          }),
        )}
        {categories.map((category, c) =>
          c % every === 0 ? (
            <text key={category} className="chart__tick" x={c * group} y={HEIGHT + AXIS - 4}>
              {category}
            </text>
          ) : null,
        )}
      </svg>
      <ul className="chart__legend" aria-hidden="true">
        {drawn.map((s) => (
          <li key={s.name}>
            <span className={`chart__swatch chart__bar--${s.tone}`} /> {s.name}
          </li>
        ))}
      </ul>
      <details className="chart__table">
        <summary>{tableLabel}</summary>
        <TableWrap label={title}>
          <table>
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{categoryHeader}</th>
                {series.map((s) => (
                  <th key={s.name} scope="col">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {categories.map((category, c) => (
                <tr key={category}>
                  <th scope="row">{category}</th>
                  {series.map((s) => {
                    const value = s.values[c] ?? null
                    return <td key={s.name}>{value === null ? '—' : format(value)}</td>
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </details>
    </figure>
  )
}
