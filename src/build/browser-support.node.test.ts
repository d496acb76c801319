import { engineOf, isBelowTarget } from './browser-support'

// Real User-Agent headers of each family, old and current.
const AGENTS = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie9: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  chrome90: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.4430.212 Safari/537.36',
  chrome102: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/102.0.5005.61 Safari/537.36',
  edge131: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  samsung14: 'Mozilla/5.0 (Linux; Android 11; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/14.2 Chrome/87.0.4280.141 Mobile Safari/537.36',
  firefox111: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:111.0) Gecko/20100101 Firefox/111.0',
  firefox128: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safari15: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6.1 Safari/605.1.15',
  safari17: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphone16_3: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.3 Mobile/15E148 Safari/604.1',
  chromeIos16_3: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  iphone17: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  curl: 'curl/8.5.0',
}

describe('the browsers the bundle runs in', () => {
  it.each([
    ['ie11', true],
    ['ie9', true],
    ['chrome90', true],
    ['samsung14', true],
    ['firefox111', true],
    ['safari15', true],
    ['iphone16_3', true],
    ['chromeIos16_3', true],
    ['chrome102', false],
    ['edge131', false],
    ['firefox128', false],
    ['safari17', false],
    ['iphone17', false],
    ['googlebot', false],
    ['curl', false],
  ] as const)('%s is below the target: %s', (name, below) => {
    expect(isBelowTarget(AGENTS[name])).toBe(below)
  })

  it('reads the engine underneath: Chrome on an iPhone is Safari of its iOS, Edge is Chromium', () => {
    expect(engineOf(AGENTS.chromeIos16_3)).toEqual({ engine: 'safari', version: 16.3 })
    expect(engineOf(AGENTS.edge131)).toEqual({ engine: 'chromium', version: 131 })
    expect(engineOf(AGENTS.safari15)).toEqual({ engine: 'safari', version: 15.6 })
  })

  it('gives the page to a request without a User-Agent', () => {
    expect(isBelowTarget(undefined)).toBe(false)
    expect(isBelowTarget('')).toBe(false)
  })
})
