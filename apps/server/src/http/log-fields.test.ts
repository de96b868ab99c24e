import { describe, expect, it } from 'vitest'
import { boundLogFields, LOG_ARRAY_MAX, LOG_TEXT_MAX } from './log-fields'

describe('boundLogFields', () => {
  it('keeps a 70,000-id database error message to a bounded line', () => {
    const params = Array.from({ length: 70_000 }, (_, i) => i + 1)
    const error = `Failed query: select ... where id in (${params.map((_, i) => `$${i + 1}`).join(', ')}) params: ${params.join(',')}`
    const line = JSON.stringify(boundLogFields({ error, ids: params, nested: { deeper: { list: params } } }))
    expect(line.length).toBeLessThan(3 * LOG_TEXT_MAX)
    expect(line).toContain('more characters')
    expect(line).toContain(`${70_000 - LOG_ARRAY_MAX} more items`)
  })

  it('leaves ordinary fields alone', () => {
    expect(boundLogFields({ conn: 3, uid: '12', code: 1002, reason: 'bad varint' })).toEqual({
      conn: 3,
      uid: '12',
      code: 1002,
      reason: 'bad varint',
    })
  })
})
