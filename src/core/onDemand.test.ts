import { describe, expect, it, vi } from 'vitest'
import { onDemand } from './onDemand'

describe('onDemand: a part loaded when first needed', () => {
  it('loads once for every caller while the load is under way, and once loaded', async () => {
    const load = vi.fn(async () => 'part')
    const part = onDemand(load)
    expect(await Promise.all([part(), part()])).toEqual(['part', 'part'])
    expect(await part()).toBe('part')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again the next time after a failed load, and keeps what then loads', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('part')
    const part = onDemand(load)
    const [first, second] = await Promise.allSettled([part(), part()])
    expect(first.status).toBe('rejected')
    expect(second.status).toBe('rejected')
    expect(await part()).toBe('part')
    expect(await part()).toBe('part')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
