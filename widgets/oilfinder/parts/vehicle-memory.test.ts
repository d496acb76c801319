import { act, renderHook } from '@testing-library/react'
import {
  MEMORY_MAX,
  SAVED_STORAGE_KEY,
  VIEWED_STORAGE_KEY,
  isSaved,
  rememberViewed,
  removeSaved,
  removeViewed,
  saveVehicle,
  useVehicleMemory,
  type RememberedVehicle,
} from './vehicle-memory'

const vehicle = (n: number): RememberedVehicle => ({
  categoryId: 'pkw',
  category: 'PKW',
  makeId: 'vw',
  make: 'VW',
  modelId: `golf-${n}`,
  model: `Golf ${n}`,
  type: { id: `type-${n}`, name: `2.0 TDI ${n}`, engine: 'CUNA', powerKw: 110, powerHp: 150, yearFrom: 2012, yearTo: 2020, fuel: 'diesel' },
})

const stored = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null')

describe('the oil finder’s vehicle memory', () => {
  it('keeps the recently viewed vehicles newest first, each once, at most ten', () => {
    for (let n = 1; n <= 12; n++) rememberViewed(vehicle(n))
    rememberViewed(vehicle(5))
    const { result } = renderHook(() => useVehicleMemory())
    expect(result.current.viewed.map((known) => known.type.id)).toEqual(['type-5', 'type-12', 'type-11', 'type-10', 'type-9', 'type-8', 'type-7', 'type-6', 'type-4', 'type-3'])
    expect(result.current.viewed).toHaveLength(MEMORY_MAX)
    expect(stored(VIEWED_STORAGE_KEY)).toHaveLength(MEMORY_MAX)
  })

  it('saves and removes vehicles, and every reader sees the change at once', () => {
    const { result } = renderHook(() => useVehicleMemory())
    act(() => {
      saveVehicle(vehicle(1))
      saveVehicle(vehicle(2))
    })
    expect(result.current.saved.map((known) => known.model)).toEqual(['Golf 2', 'Golf 1'])
    expect(isSaved('type-1')).toBe(true)
    act(() => removeSaved('type-1'))
    expect(result.current.saved.map((known) => known.model)).toEqual(['Golf 2'])
    expect(isSaved('type-1')).toBe(false)
    act(() => {
      rememberViewed(vehicle(3))
      removeViewed('type-3')
    })
    expect(result.current.viewed).toEqual([])
  })

  it('ignores storage that is not its own with a warning, and starts afresh', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    window.localStorage.setItem(SAVED_STORAGE_KEY, '{not json')
    window.localStorage.setItem(VIEWED_STORAGE_KEY, JSON.stringify({ vehicles: [] }))
    const { result } = renderHook(() => useVehicleMemory())
    expect(result.current).toEqual({ viewed: [], saved: [] })
    expect(warn).toHaveBeenCalledWith("Ignored the oil finder's stored saved vehicles: not JSON.")
    expect(warn).toHaveBeenCalledWith("Ignored the oil finder's stored viewed vehicles: not a list.")
    act(() => saveVehicle(vehicle(1)))
    expect(result.current.saved).toHaveLength(1)
    warn.mockRestore()
  })

  it('drops a stored vehicle that fails its check and keeps the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const script = { ...vehicle(2), type: { ...vehicle(2).type, id: '<script>' } }
    window.localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify([vehicle(1), script, 'junk', vehicle(3)]))
    const { result } = renderHook(() => useVehicleMemory())
    expect(result.current.saved.map((known) => known.type.id)).toEqual(['type-1', 'type-3'])
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('follows another tab’s change', () => {
    const { result } = renderHook(() => useVehicleMemory())
    act(() => {
      window.localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify([vehicle(7)]))
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_STORAGE_KEY }))
    })
    expect(result.current.saved.map((known) => known.model)).toEqual(['Golf 7'])
  })
})
