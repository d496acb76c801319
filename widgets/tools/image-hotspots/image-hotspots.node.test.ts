import { readFileSync } from 'node:fs'
import { widgetTranslate } from '@/test/cms/widget-strings'
import fallback from './image-hotspots.fallback'
import { IMAGE_HOTSPOTS_EXAMPLES } from './image-hotspots.widget'

const { workshop, farm } = IMAGE_HOTSPOTS_EXAMPLES
const render = (props: Parameters<typeof fallback.render>[0]) => fallback.render(props, { locale: 'de', t: widgetTranslate('tools', 'de') })
const places = readFileSync(new URL('./hotspot-places.css', import.meta.url), 'utf8')

describe('tools/image-hotspots without the island', () => {
  it.each(['top', 'left'])('has a place for every whole percent of %s, 0 to 100, and no other', (axis) => {
    const steps = [...places.matchAll(new RegExp(String.raw`\[data-${axis}='(\d+)'\] \{ --spot-${axis}: (\d+)%; \}`, 'g'))]
    expect(steps.map(([, value, percent]) => [Number(value), Number(percent)])).toEqual(Array.from({ length: 101 }, (_, step) => [step, step]))
  })

  it('writes each hotspot at its place (whole percent) as a link to its tile’s page, named as the island names it', () => {
    const html = render(workshop)
    expect(html).toContain('<a href="/produkte/motorenoele/pkw/5w-30/motoroel-synth-5w-30-c3" data-part="spot" data-top="38" data-left="61"><span class="visually-hidden">Hotspot: Motoröl Synth 5W-30 C3</span></a>')
    expect(html).toContain('data-part="spot" data-top="73" data-left="55"')
    expect(html).toMatch(/^<div data-block="image-hotspots" data-mobile="hidden"><div data-part="stage"><picture data-part="picture">/)
    expect(html).not.toContain('data-part="tile"')
  })

  it('writes a hotspot without a page as a disabled button, and leaves out one it cannot place', () => {
    const [motor, gear] = workshop.hotspots
    const html = render({ ...workshop, hotspots: [{ ...motor!, data: [{ type: 'other', title: 'Ohne Link' }] }, { ...gear!, top: 120 }, { top: 5, left: 5 }] })
    expect(html.match(/data-part="spot"/g)).toHaveLength(1)
    expect(html).toContain('<button type="button" data-part="spot" data-top="38" data-left="61" disabled><span class="visually-hidden">Hotspot: Ohne Link</span></button>')
  })

  it('shows on the phone only when enabled, the caption under the picture with its hotspots', () => {
    const html = render(farm)
    expect(html).toMatch(/^<div data-block="image-hotspots" data-mobile="shown"><figure data-part="figure"><div data-part="stage">/)
    expect(html).toMatch(/<\/div><figcaption data-part="caption">Ein Schmierstoff für jeden Schmierpunkt: .*<\/figcaption><\/figure><\/div>$/)
  })
})
