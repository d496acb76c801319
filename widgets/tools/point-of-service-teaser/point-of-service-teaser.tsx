import { createElement } from 'react'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { columnSizes } from '@/src/ui/block-picture/sizes'
import { PLACE_PARAM, PLACE_MAX_LENGTH } from './place-param'
import type { PointOfServiceTeaserProps } from './point-of-service-teaser.widget'
import './point-of-service-teaser.css'

/**
 * The dealer finder's teaser (spec 2 §2.10 point-of-service teaser): a plain GET form to the dealer finder's page, so the
 * search works before any script and without one; the field's label wraps it, so fallback and island need no ids. The
 * markup is the fallback's (point-of-service-teaser.fallback.ts).
 */
export function PointOfServiceTeaser({ title, level, text, action, fieldLabel, buttonText, image, loading }: PointOfServiceTeaserProps) {
  return (
    <div data-block="point-of-service-teaser">
      <div data-part="body">
        {createElement(`h${level}`, { 'data-part': 'title' }, title)}
        {text !== undefined && <p data-part="text">{text}</p>}
        <form data-part="search" action={action} method="get">
          <label data-part="field">
            <span data-part="field-label">{fieldLabel}</span>
            <input type="search" name={PLACE_PARAM} required maxLength={PLACE_MAX_LENGTH} enterKeyHint="search" />
          </label>
          <button type="submit" data-look="button">
            {buttonText}
          </button>
        </form>
      </div>
      {image !== undefined && (
        <div data-part="media">
          <BlockPicture image={image} sizes={columnSizes(6)} ratio="3-2" loading={loading} first={false} />
        </div>
      )}
    </div>
  )
}
