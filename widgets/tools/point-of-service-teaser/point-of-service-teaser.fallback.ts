import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { columnSizes } from '@/src/ui/block-picture/sizes'
import { attributesHtml, defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import { PLACE_MAX_LENGTH, PLACE_PARAM } from './place-param'
import type declaration from './point-of-service-teaser.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="point-of-service-teaser">` with the title at its `level`, the text, a GET form to `action` with the place field (`q`, inside its label) and the button, then the picture with `srcset` and `sizes` for half the row. The search works without JavaScript.',
  render: ({ title, level = 2, text, action, fieldLabel = 'PLZ oder Ort', buttonText = 'Händler finden', image, loading }, { t }) => {
    const field = `<label data-part="field"><span data-part="field-label">${escapeHtml(fieldLabel)}</span><input${attributesHtml({ type: 'search', name: PLACE_PARAM, maxlength: PLACE_MAX_LENGTH, enterkeyhint: 'search' })} required=""></label>`
    const form = `<form data-part="search"${attributesHtml({ action, method: 'get' })}>${field}<button type="submit" data-look="button">${escapeHtml(buttonText)}</button></form>`
    const body = `<div data-part="body"><h${level} data-part="title">${escapeHtml(title)}</h${level}>${text === undefined ? '' : `<p data-part="text">${escapeHtml(text)}</p>`}${form}</div>`
    const media = image === undefined ? '' : `<div data-part="media">${blockPictureHtml({ image, sizes: columnSizes(6), ratio: '3-2', loading }, t)}</div>`
    return `<div data-block="point-of-service-teaser">${body}${media}</div>`
  },
})
