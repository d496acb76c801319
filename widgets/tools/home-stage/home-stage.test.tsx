import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { marker } from '@/test/cms/html'
import { widgetTranslate } from '@/test/cms/widget-strings'
import { mountPage, pageDataScript, renderWidget } from '@/test/render'
import { expectSameMarkup } from '@/test/same-markup'
import fallback from './home-stage.fallback'
import { HOME_STAGE_EXAMPLES } from './home-stage-examples'
import { STAGE_TITLE_FADE_MS } from './stage-hero'
import type { StageItemInput } from './stage-item'

const { twoStages, fiveStages, fourteenStages } = HOME_STAGE_EXAMPLES
const [intro, engineOils, hydraulics] = fourteenStages.items as [StageItemInput, StageItemInput, StageItemInput]

// jsdom has no matchMedia: a stand-in that answers the breakpoints' min-width queries for `width` and the reduced-motion query.
function fakeMedia(width: number, { reduceMotion = false } = {}) {
  vi.stubGlobal('matchMedia', (media: string) => {
    const min = /^\(min-width: (\d+)px\)$/.exec(media)?.[1]
    const matches = min !== undefined ? width >= Number(min) : media === '(prefers-reduced-motion: reduce)' && reduceMotion
    return { media, matches, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }
  })
}

const elapse = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

const hero = () => screen.getByRole('group', { name: 'Unsere Themen' })
const navigation = () => screen.getByRole('group', { name: 'Themen wählen' })
const thumbnails = () => within(navigation()).queryAllByRole('button').filter((button) => button.closest('[data-part="thumbnail"]'))
const stageTitle = () => within(hero()).getByRole('heading', { level: 2 })
const backgrounds = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('[data-part="background"]')]

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('tools/home-stage', () => {
  describe('from md up: the hero', () => {
    it('shows the intro stage and 11 of the other 13 stages around its circle, with a toggle to the other two', async () => {
      const { user } = await renderWidget('tools/home-stage', fourteenStages)
      expect(stageTitle()).toHaveTextContent('Schmierstoffe für Fahrzeuge und Industrie')
      expect(within(hero()).getByText('Schmierstoffe AG, seit 1932')).toBeInTheDocument()
      expect(within(hero()).getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute('href', '/unternehmen/ueber-uns')
      // spec 2 §2.5: the first item is the intro stage, which the navigation leaves out.
      expect(thumbnails().map((button) => button.textContent)).toEqual([
        'Motorenöle',
        'Hydrauliköle',
        'Kühlmittel',
        'Ölanalyse',
        'Beratung',
        'Händlersuche',
        'Rennsport',
        'Branchen',
        'Nachhaltigkeit',
        'Standorte',
        'Viskosität',
      ])
      expect(within(navigation()).queryByRole('button', { name: 'Start' })).toBeNull()
      expect(thumbnails().filter((button) => button.hasAttribute('aria-current'))).toEqual([])

      await user.click(screen.getByRole('button', { name: 'Themen 12 bis 13 zeigen' }))
      expect(thumbnails().map((button) => button.textContent)).toEqual(['Karriere', 'Downloads'])
      expect(navigation().querySelector('[data-part="thumbnails"]')).toHaveAttribute('data-count', '2')
      await user.click(screen.getByRole('button', { name: 'Themen 1 bis 11 zeigen' }))
      expect(thumbnails()).toHaveLength(11)
    })

    it('shows the navigation’s 11 places without a toggle for 4 stages, and the reduced one of 3 places for fewer', async () => {
      const { el } = await renderWidget('tools/home-stage', fiveStages)
      expect(thumbnails().map((button) => button.textContent)).toEqual(['Motorenöle', 'Hydrauliköle', 'Kühlmittel', 'Ölanalyse'])
      expect(el.querySelector('[data-part="wheel"]')).toHaveAttribute('data-layout', 'full')
      expect(within(navigation()).queryByRole('button', { name: /^Themen / })).toBeNull()
    })

    it('shows the reduced navigation for the intro and one stage', async () => {
      const { el } = await renderWidget('tools/home-stage', twoStages)
      expect(thumbnails().map((button) => button.textContent)).toEqual(['Motorenöle'])
      expect(el.querySelector('[data-part="wheel"]')).toHaveAttribute('data-layout', 'reduced')
      expect(within(navigation()).queryByRole('button', { name: /^Themen / })).toBeNull()
    })

    it('changes the stage on a click: the title and circle fade out for 100 ms, the background fades in once loaded', async () => {
      const { el } = await renderWidget('tools/home-stage', fiveStages)
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      const analysis = within(navigation()).getByRole('button', { name: 'Ölanalyse' })
      fireEvent.click(analysis)
      expect(analysis).toHaveAttribute('aria-current', 'true')
      // The new background enters over the intro's, invisible until its picture has loaded; the intro's is hidden from screen readers.
      const [below, entering] = backgrounds(el) as [HTMLElement, HTMLElement]
      expect(below).toHaveAttribute('aria-hidden', 'true')
      expect(entering).toHaveAttribute('data-entering')
      expect(entering.querySelector('img')).toHaveAttribute('src', '/media/labor-960.jpg')
      // spec 2 §9: the title fades out over 100 ms before the next one fades in.
      expect(el.querySelector('[data-part="copy"]')).toHaveAttribute('data-fading')
      elapse(STAGE_TITLE_FADE_MS - 1)
      expect(stageTitle()).toHaveTextContent('Schmierstoffe für Fahrzeuge und Industrie')
      elapse(1)
      expect(stageTitle()).toHaveTextContent('Ölanalyse: Bericht in fünf Werktagen')
      expect(el.querySelector('[data-part="copy"]')).not.toHaveAttribute('data-fading')
      expect(el.querySelector('[data-part="circle"] img')).toHaveAttribute('alt', 'Kolben, Reagenzgläser und ein Viskosimeter')
      fireEvent.load(entering.querySelector('img')!)
      expect(entering).not.toHaveAttribute('data-entering')
    })

    it('changes the stage at once for a visitor who asked for less motion, chosen by the keyboard alone', async () => {
      fakeMedia(1280, { reduceMotion: true })
      const { user } = await renderWidget('tools/home-stage', fiveStages)
      thumbnails()[0]?.focus()
      await user.tab()
      expect(within(navigation()).getByRole('button', { name: 'Hydrauliköle' })).toHaveFocus()
      await user.keyboard('{Enter}')
      expect(stageTitle()).toHaveTextContent('Hydrauliköle nach HLP, HVLP und HEES')
      expect(within(navigation()).getByRole('button', { name: 'Hydrauliköle' })).toHaveAttribute('aria-current', 'true')
      expect(within(navigation()).getByRole('button', { name: 'Motorenöle' })).not.toHaveAttribute('aria-current')
    })

    it('takes the reader down to the content after the stage, the focus with them', async () => {
      const { user } = await mountPage(
        `${pageDataScript({})}<main>${marker('tools/home-stage', twoStages, { hydrate: 'load' })}<section id="after"><h2>Unser Sortiment</h2><a href="/produkte">Zu den Produkten</a></section></main>`,
      )
      await user.click(screen.getByRole('button', { name: 'Weiter zum Inhalt' }))
      const after = document.getElementById('after')
      expect(after).toHaveFocus()
      await user.tab()
      expect(screen.getByRole('link', { name: 'Zu den Produkten' })).toHaveFocus()
      // Focusable only for that moment.
      expect(after).not.toHaveAttribute('tabindex')
    })
  })

  describe('below md: the slides', () => {
    // jsdom lays nothing out: the slider gets the width of a phone, from which Swiper computes its slides' places.
    beforeEach(() => vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375))

    it('shows every stage as a slide, a link with its 5:6 picture, the title on the active slide only', async () => {
      fakeMedia(375)
      const { el, user } = await renderWidget('tools/home-stage', fiveStages)
      const carousel = el.querySelector<HTMLElement>('[data-part="slider"]')!
      await waitFor(() => expect(carousel).toHaveAttribute('data-ready', 'true'))
      const slides = within(carousel).getAllByRole('group')
      expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 von 5', '2 von 5', '3 von 5', '4 von 5', '5 von 5'])
      expect(within(slides[0]!).getByRole('link')).toHaveAttribute('href', '/unternehmen/ueber-uns')
      const shownTitles = () => [...carousel.querySelectorAll('[data-part="slide-copy"][data-shown] [data-part="title"]')].map((title) => title.textContent)
      expect(shownTitles()).toEqual(['Schmierstoffe für Fahrzeuge und Industrie'])
      await user.click(screen.getByRole('button', { name: 'Nächste Folie' }))
      await waitFor(() => expect(shownTitles()).toEqual(['Motorenöle, die jede Freigabe erfüllen']))
      // The slides out of view are out of reach until they come into view.
      expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true, true, true])
    })

    it('draws no slides on a desktop, so Swiper never loads there', async () => {
      const { el } = await renderWidget('tools/home-stage', fiveStages)
      expect(el.querySelector('[data-part="slides"]')).toBeEmptyDOMElement()
    })
  })

  describe('its data', () => {
    it('reports stage data that is not a list as the spec’s error, and shows nothing (spec 2 §8)', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      // The CMS's data as it may come, not as the types allow.
      const { el } = await renderWidget('tools/home-stage', { items: { 0: intro } } as never)
      expect(el).toHaveAttribute('data-island', 'failed')
      expect(el.querySelector('[data-block]')).toBeNull()
      expect(warn.mock.calls.flat().join(' ')).toMatch(/\[data-widget="home-stage"\]: props\.items: the stage-home data must be an array, got Object/)
    })

    it('tells an editor in the edit view why the stage is not shown', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      await renderWidget('tools/home-stage', { items: 'intro' } as never, { pageData: { editor: true } })
      const preview = await screen.findByRole('complementary', { name: /Block wird nicht angezeigt/ })
      expect(within(preview).getByText(/props\.items: the stage-home data must be an array/)).toBeInTheDocument()
    })

    it('drops a stage without a title or one of its pictures, with a warning naming what it lacks', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      const { el } = await renderWidget('tools/home-stage', { items: [intro, { ...engineOils, sliderImage: undefined }, hydraulics, { id: 'leer', text: 'Leer' }] })
      expect(el).toHaveAttribute('data-island', 'mounted')
      expect(thumbnails().map((button) => button.textContent)).toEqual(['Hydrauliköle'])
      const warnings = warn.mock.calls.flat().join('\n')
      expect(warnings).toMatch(/items\.1 of the home stage: it has no sliderImage$/m)
      expect(warnings).toMatch(/items\.3 of the home stage: it has no title, backgroundImage, circleImage, sliderImage$/m)
    })

    it('puts the stage marked as the intro first, out of the navigation', async () => {
      await renderWidget('tools/home-stage', { items: [engineOils, hydraulics, intro] })
      expect(stageTitle()).toHaveTextContent('Schmierstoffe für Fahrzeuge und Industrie')
      expect(thumbnails().map((button) => button.textContent)).toEqual(['Motorenöle', 'Hydrauliköle'])
    })
  })

  describe('its fallback', () => {
    const fallbackOf = (props: { items: StageItemInput[] }) => {
      const template = document.createElement('template')
      template.innerHTML = fallback.render(props, { locale: 'de', t: widgetTranslate('tools', 'de') })
      return template.content
    }
    const only = (element: Element) => {
      const box = document.createElement('div')
      box.append(element.cloneNode(true))
      return box
    }

    it.each(Object.entries(HOME_STAGE_EXAMPLES))('writes the hero «%s» as the island does, so nothing moves when it mounts', async (_, props) => {
      const { el } = await renderWidget('tools/home-stage', props)
      expectSameMarkup(only(el.querySelector('[data-part="hero"]')!), fallbackOf(props).querySelector('[data-part="hero"]')!.outerHTML)
    })

    it('writes each slide as the island does, the first one loading at once', async () => {
      fakeMedia(375)
      const { el } = await renderWidget('tools/home-stage', fourteenStages)
      const written = [...fallbackOf(fourteenStages).querySelectorAll('.swiper-slide')]
      const island = [...el.querySelectorAll('.swiper-slide')]
      expect(island).toHaveLength(written.length)
      island.forEach((slide, index) => expectSameMarkup(slide, written[index]!.innerHTML))
      expect(island[0]?.querySelector('img')).toHaveAttribute('fetchpriority', 'high')
    })

    it('loads one picture at once for each width: the phone’s hero and the desktop’s slide take an empty source', () => {
      const content = fallbackOf(fourteenStages)
      const eager = [...content.querySelectorAll('img[loading="eager"]')]
      expect(eager.map((img) => [img.getAttribute('src'), img.getAttribute('fetchpriority'), img.parentElement?.querySelector('source')?.getAttribute('media')])).toEqual([
        ['/media/alpen-panorama-960.jpg', 'high', '(max-width: 1023px)'],
        ['/media/alpen-panorama-960.jpg', 'high', '(min-width: 1024px)'],
      ])
      expect(content.querySelector('source')?.getAttribute('srcset')).toMatch(/^data:image\/gif;base64,/)
    })

    it('writes nothing for stage data that is not a list', () => {
      expect(fallback.render({ items: { 0: intro } } as never, { locale: 'de', t: widgetTranslate('tools', 'de') })).toBe('')
    })
  })
})
