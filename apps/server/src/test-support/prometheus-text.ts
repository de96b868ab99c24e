/**
 * A strict reader of the Prometheus text exposition format (version 0.0.4), for tests: every line
 * is a HELP, a TYPE or a sample, every sample belongs to a family whose TYPE came first, and a
 * histogram's buckets are cumulative and end at `+Inf` equal to its `_count`. Throws on anything else.
 */
export interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

export interface Exposition {
  types: Map<string, string>
  samples: Sample[]
  /** Sum of the samples named `name` whose labels include `labels`. */
  value(name: string, labels?: Record<string, string>): number
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*'
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`)
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\["\\n])*)"(?:,|$)/
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped'])

// Prometheus reads values with Go's ParseFloat, which takes NaN and Inf in any case: prom-client
// prints an empty event-loop histogram's mean as "Nan" right after start.
function parseValue(raw: string, line: string): number {
  const word = raw.toLowerCase()
  if (word === '+inf' || word === 'inf') return Number.POSITIVE_INFINITY
  if (word === '-inf') return Number.NEGATIVE_INFINITY
  if (word === 'nan') return Number.NaN
  const value = Number(raw)
  if (raw === '' || Number.isNaN(value)) throw new Error(`bad value in: ${line}`)
  return value
}

function parseLabels(raw: string | undefined, line: string): Record<string, string> {
  const labels: Record<string, string> = {}
  let rest = raw ?? ''
  while (rest !== '') {
    const match = LABEL.exec(rest)
    if (!match) throw new Error(`bad labels in: ${line}`)
    labels[match[1]!] = match[2]!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1')
    rest = rest.slice(match[0].length)
  }
  return labels
}

const familyOf = (name: string, types: Map<string, string>): string | undefined => {
  if (types.has(name)) return name
  for (const suffix of ['_bucket', '_sum', '_count', '_created']) {
    const base = name.endsWith(suffix) ? name.slice(0, -suffix.length) : undefined
    if (base !== undefined && types.has(base)) return base
  }
  return undefined
}

export function parsePrometheusText(text: string): Exposition {
  const types = new Map<string, string>()
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    if (line === '') continue
    if (line.startsWith('#')) {
      const meta = new RegExp(`^# (HELP|TYPE) (${NAME}) ?(.*)$`).exec(line)
      if (!meta) throw new Error(`bad comment line: ${line}`)
      if (meta[1] === 'TYPE') {
        if (!TYPES.has(meta[3]!)) throw new Error(`bad type: ${line}`)
        if (types.has(meta[2]!)) throw new Error(`TYPE given twice: ${line}`)
        types.set(meta[2]!, meta[3]!)
      }
      continue
    }
    const match = SAMPLE.exec(line)
    if (!match) throw new Error(`bad sample line: ${line}`)
    const name = match[1]!
    if (familyOf(name, types) === undefined) throw new Error(`sample before its TYPE: ${line}`)
    samples.push({ name, labels: parseLabels(match[2], line), value: parseValue(match[3]!, line) })
  }
  checkHistograms(types, samples)
  return {
    types,
    samples,
    value(name, labels = {}) {
      return samples
        .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
        .reduce((sum, s) => sum + s.value, 0)
    },
  }
}

function checkHistograms(types: Map<string, string>, samples: readonly Sample[]): void {
  for (const [family, type] of types) {
    if (type !== 'histogram') continue
    const series = new Map<string, { buckets: Sample[]; count?: number }>()
    const keyOf = (labels: Record<string, string>) =>
      JSON.stringify(
        Object.entries(labels)
          .filter(([k]) => k !== 'le')
          .sort(),
      )
    for (const sample of samples) {
      const entry = () => {
        const key = keyOf(sample.labels)
        const found = series.get(key) ?? { buckets: [] }
        series.set(key, found)
        return found
      }
      if (sample.name === `${family}_bucket`) entry().buckets.push(sample)
      if (sample.name === `${family}_count`) entry().count = sample.value
    }
    for (const [key, { buckets, count }] of series) {
      const last = buckets.at(-1)
      if (last?.labels['le'] !== '+Inf' || last.value !== count)
        throw new Error(`${family}${key}: the +Inf bucket must equal _count`)
      for (let i = 1; i < buckets.length; i++) {
        if (buckets[i]!.value < buckets[i - 1]!.value)
          throw new Error(`${family}${key}: buckets not cumulative`)
      }
    }
  }
}
