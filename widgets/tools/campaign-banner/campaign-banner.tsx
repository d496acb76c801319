import { useTranslation } from 'react-i18next'
import { BlockAction } from '@/src/ui/block-action/block-action'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { Slider } from '@/src/ui/slider/slider'
import { selectAccount } from '@/store/account'
import { checkContactPerson } from '@/store/account-data'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { menuOpened } from '@/store/menus'
import { BACKGROUND_SIZES, PRODUCT_SIZES } from './banner-sizes'
import type { CampaignBannerProps } from './campaign-banner.widget'
import type { CampaignItem } from './campaign-item'
import './campaign-banner.css'

type BannerProps = { item: CampaignItem; sizes: string; loading: CampaignBannerProps['loading']; first: boolean; contactMenu: boolean }

/** One banner: the background (the phone's own cut below 768 px), the text on its panel, the button, the product. */
function Banner({ item, sizes, loading, first, contactMenu }: BannerProps) {
  const dispatch = useAppDispatch()
  const { title, subtitle, link, backgroundImage, backgroundImageMobile, productImage, triggerContactMenu } = item
  return (
    <div data-part="banner">
      <div data-part="background">
        <BlockPicture image={backgroundImage} mobile={backgroundImageMobile} sizes={sizes} loading={loading} first={first} />
      </div>
      <div data-part="content">
        <h2 data-part="title">{title}</h2>
        <p data-part="subtitle">{subtitle}</p>
        {triggerContactMenu && contactMenu ? (
          <p data-part="action">
            {/* spec 2 §3 triggerContactMenu: the header's contact-person menu, opened through the store (store/menus.ts). */}
            <button type="button" data-look="button" onClick={() => dispatch(menuOpened('contact-person'))}>
              {link.text}
            </button>
          </p>
        ) : (
          <BlockAction link={link}>{link.text}</BlockAction>
        )}
      </div>
      {productImage && (
        <div data-part="product">
          <BlockPicture image={productImage} sizes={PRODUCT_SIZES} loading={loading} first={false} />
        </div>
      )}
    </div>
  )
}

/**
 * The campaign banner (spec 2 §2.10, §3): in the content column or across the window, one banner or several as a
 * slider (src/ui/slider/, whose Swiper loads only then). Its markup is the fallback's (campaign-banner.fallback.ts);
 * the island adds the slider's controls and, for a visitor who has a contact person, turns a `triggerContactMenu`
 * button into one that opens the header's contact menu; for everyone else it stays the link.
 */
export function CampaignBanner({ backgroundType, items, loading, first }: CampaignBannerProps) {
  const { t } = useTranslation('tools')
  const contactMenu = useAppSelector((state) => checkContactPerson(selectAccount(state).contactPerson) !== null)
  const slides = items.map((item, index) => (
    <Banner key={index} item={item} sizes={BACKGROUND_SIZES[backgroundType]} loading={loading} first={first && index === 0} contactMenu={contactMenu} />
  ))
  return (
    <div data-block="campaign-banner" data-background-type={backgroundType}>
      <Slider label={t('campaignBanner.label')} slides={slides} />
    </div>
  )
}
