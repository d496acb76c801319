import { TERMS_CONTENT_PATH, TERMS_HTML } from '@/test/mocks/handlers/cart'
import { getTermsContent } from './cart'

describe('getTermsContent', () => {
  it('loads the terms fragment the cart data links to, as HTML text', async () => {
    expect(await getTermsContent(TERMS_CONTENT_PATH)).toBe(TERMS_HTML)
  })

  it('refuses a link to another origin', async () => {
    await expect(getTermsContent('https://evil.example/agb')).rejects.toThrow('Refused to load the terms from another origin: https://evil.example/agb')
  })
})
