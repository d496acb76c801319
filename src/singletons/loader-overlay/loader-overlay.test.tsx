import { act, screen } from '@testing-library/react'
import { createRequest } from '@/store/request'
import { renderWithProviders } from '@/test/render'
import { LoaderOverlay } from './loader-overlay'

const saveCart = createRequest('cart/saveCart', (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)), (data: unknown): data is undefined => data === undefined)

describe('loader overlay', () => {
  afterEach(() => vi.useRealTimers())

  it('shows while a request runs and stays at least 1 s after a fast one', async () => {
    vi.useFakeTimers()
    const { store } = renderWithProviders(<LoaderOverlay />)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    let done!: Promise<unknown>
    act(() => void (done = store.dispatch(saveCart(100))))
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100)
      await done
    })
    act(() => vi.advanceTimersByTime(800))
    expect(screen.getByRole('status')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(100))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('hides at once after a request that ran longer than 1 s', async () => {
    vi.useFakeTimers()
    const { store } = renderWithProviders(<LoaderOverlay />)
    let done!: Promise<unknown>
    act(() => void (done = store.dispatch(saveCart(1500))))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500)
      await done
    })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
