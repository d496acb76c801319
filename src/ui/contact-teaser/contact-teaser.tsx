import { createElement } from 'react'
import { BlockAction } from '@/src/ui/block-action/block-action'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { CONTACT_TEASER_SIZES, PHONE_GLYPH, type ContactTeaserBlock } from './contact-teaser-parts'
import { dialOf, type ContactTeaserValues } from './contact-teaser-props'
import './contact-teaser.css'

/**
 * A contact teaser (spec 2 §2.10, §3): the picture, the title, a text or a list, the phone number as a tel: link, the
 * button and the footer text. `compact-contact-teaser` is the same in a small box: a round portrait beside the text.
 * The markup is the fallback's (contact-teaser.fallback.ts).
 */
export function ContactTeaser({ block, ...props }: ContactTeaserValues & { block: ContactTeaserBlock }) {
  const { title, level, teaserContent, phoneLink, buttonText, link, footerText, image, mobileImage, isLandscape, loading } = props
  return (
    <div data-block={block} data-layout={isLandscape ? 'landscape' : 'portrait'}>
      {image !== undefined && (
        <div data-part="media">
          <BlockPicture image={image} mobile={block === 'compact-contact-teaser' ? undefined : mobileImage} sizes={CONTACT_TEASER_SIZES[block]} loading={loading} first={false} />
        </div>
      )}
      <div data-part="body">
        {createElement(`h${level}`, { 'data-part': 'title' }, title)}
        {typeof teaserContent === 'string' && <p data-part="text">{teaserContent}</p>}
        {Array.isArray(teaserContent) && (
          <ul data-part="points">
            {teaserContent.map((point, index) => (
              <li key={index}>{point}</li>
            ))}
          </ul>
        )}
        {phoneLink !== undefined && (
          <p data-part="phone">
            <a href={dialOf(phoneLink.value)}>
              <span data-part="glyph" dangerouslySetInnerHTML={{ __html: PHONE_GLYPH }} />
              {phoneLink.label}
            </a>
          </p>
        )}
        {link !== undefined && buttonText !== undefined && (
          <BlockAction link={link}>{buttonText}</BlockAction>
        )}
        {footerText !== undefined && <p data-part="footer">{footerText}</p>}
      </div>
    </div>
  )
}
