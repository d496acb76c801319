import { placeholderImageUrl } from '@/src/lib/static-files'
import { PLACEHOLDER_IMAGE } from './fallback'

describe('what fallbacks share', () => {
  it('names the product placeholder picture as the bundle does, under the base the CMS serves it from', () => {
    // Vitest serves from /; the build's base is /vue/ (vite.config.ts), under which the CMS serves public/.
    vi.stubEnv('BASE_URL', '/vue/')
    expect(PLACEHOLDER_IMAGE).toBe(placeholderImageUrl())
  })
})
