// Generated from widgets/*/*/*.widget.ts by `npm run generate`; test/widgets.test.ts checks it is current.
import type { PropsInputOf, WidgetDeclaration } from '@/src/widget/define-widget'
import type productFavoritesList from '@/widgets/product/favorites-list/favorites-list.widget'
import type productProductDetail from '@/widgets/product/product-detail/product-detail.widget'
import type productProductList from '@/widgets/product/product-list/product-list.widget'
import type productProductRating from '@/widgets/product/product-rating/product-rating.widget'
import type productQuickOrder from '@/widgets/product/quick-order/quick-order.widget'
import type productSearchResults from '@/widgets/product/search-results/search-results.widget'
import type newsFairList from '@/widgets/news/fair-list/fair-list.widget'
import type newsJobDetail from '@/widgets/news/job-detail/job-detail.widget'
import type newsJobList from '@/widgets/news/job-list/job-list.widget'
import type newsNewsDetail from '@/widgets/news/news-detail/news-detail.widget'
import type newsNewsList from '@/widgets/news/news-list/news-list.widget'
import type newsNewsTeaser from '@/widgets/news/news-teaser/news-teaser.widget'
import type newsNewsTiles from '@/widgets/news/news-tiles/news-tiles.widget'
import type newsSmallNewsTeaser from '@/widgets/news/small-news-teaser/small-news-teaser.widget'
import type oilfinderOilFinder from '@/widgets/oilfinder/oil-finder/oil-finder.widget'
import type oilfinderOilFinderTile from '@/widgets/oilfinder/oil-finder-tile/oil-finder-tile.widget'
import type shopuserActingForBanner from '@/widgets/shopuser/acting-for-banner/acting-for-banner.widget'
import type shopuserAddressList from '@/widgets/shopuser/address-list/address-list.widget'
import type shopuserB2bCheckout from '@/widgets/shopuser/b2b-checkout/b2b-checkout.widget'
import type shopuserB2cCart from '@/widgets/shopuser/b2c-cart/b2c-cart.widget'
import type shopuserBillingPartnerSelection from '@/widgets/shopuser/billing-partner-selection/billing-partner-selection.widget'
import type shopuserCheckoutConfirmation from '@/widgets/shopuser/checkout-confirmation/checkout-confirmation.widget'
import type shopuserContractList from '@/widgets/shopuser/contract-list/contract-list.widget'
import type shopuserContractPositions from '@/widgets/shopuser/contract-positions/contract-positions.widget'
import type shopuserCustomerList from '@/widgets/shopuser/customer-list/customer-list.widget'
import type shopuserCustomerOverview from '@/widgets/shopuser/customer-overview/customer-overview.widget'
import type shopuserDashboard from '@/widgets/shopuser/dashboard/dashboard.widget'
import type shopuserLoginForm from '@/widgets/shopuser/login-form/login-form.widget'
import type shopuserNotificationCentre from '@/widgets/shopuser/notification-centre/notification-centre.widget'
import type shopuserOrderDetail from '@/widgets/shopuser/order-detail/order-detail.widget'
import type shopuserOrderHistory from '@/widgets/shopuser/order-history/order-history.widget'
import type shopuserOrderedProducts from '@/widgets/shopuser/ordered-products/ordered-products.widget'
import type shopuserPasswordRecovery from '@/widgets/shopuser/password-recovery/password-recovery.widget'
import type shopuserPasswordReset from '@/widgets/shopuser/password-reset/password-reset.widget'
import type shopuserSafetyDataSheets from '@/widgets/shopuser/safety-data-sheets/safety-data-sheets.widget'
import type shopuserShoppingListDetail from '@/widgets/shopuser/shopping-list-detail/shopping-list-detail.widget'
import type shopuserShoppingLists from '@/widgets/shopuser/shopping-lists/shopping-lists.widget'
import type formCmsForm from '@/widgets/form/cms-form/cms-form.widget'
import type formFaq from '@/widgets/form/faq/faq.widget'
import type formFaqConfirmation from '@/widgets/form/faq-confirmation/faq-confirmation.widget'
import type formFaqProcess from '@/widgets/form/faq-process/faq-process.widget'
import type toolsBreadcrumb from '@/widgets/tools/breadcrumb/breadcrumb.widget'
import type toolsCampaignBanner from '@/widgets/tools/campaign-banner/campaign-banner.widget'
import type toolsCompactContactTeaser from '@/widgets/tools/compact-contact-teaser/compact-contact-teaser.widget'
import type toolsContactTeaser from '@/widgets/tools/contact-teaser/contact-teaser.widget'
import type toolsContentTeaser from '@/widgets/tools/content-teaser/content-teaser.widget'
import type toolsDealerFinder from '@/widgets/tools/dealer-finder/dealer-finder.widget'
import type toolsDistributionPartnerList from '@/widgets/tools/distribution-partner-list/distribution-partner-list.widget'
import type toolsErrorBlock from '@/widgets/tools/error-block/error-block.widget'
import type toolsFaqContactBox from '@/widgets/tools/faq-contact-box/faq-contact-box.widget'
import type toolsFaqTeaser from '@/widgets/tools/faq-teaser/faq-teaser.widget'
import type toolsFileList from '@/widgets/tools/file-list/file-list.widget'
import type toolsFileSharing from '@/widgets/tools/file-sharing/file-sharing.widget'
import type toolsGallerySlider from '@/widgets/tools/gallery-slider/gallery-slider.widget'
import type toolsGoodToKnow from '@/widgets/tools/good-to-know/good-to-know.widget'
import type toolsHeader from '@/widgets/tools/header/header.widget'
import type toolsHeading from '@/widgets/tools/heading/heading.widget'
import type toolsHistorySlider from '@/widgets/tools/history-slider/history-slider.widget'
import type toolsHomeStage from '@/widgets/tools/home-stage/home-stage.widget'
import type toolsIconList from '@/widgets/tools/icon-list/icon-list.widget'
import type toolsIconText from '@/widgets/tools/icon-text/icon-text.widget'
import type toolsIframe from '@/widgets/tools/iframe/iframe.widget'
import type toolsImage from '@/widgets/tools/image/image.widget'
import type toolsImageHotspots from '@/widgets/tools/image-hotspots/image-hotspots.widget'
import type toolsImageLink from '@/widgets/tools/image-link/image-link.widget'
import type toolsInfoRibbon from '@/widgets/tools/info-ribbon/info-ribbon.widget'
import type toolsLanguageSwitcher from '@/widgets/tools/language-switcher/language-switcher.widget'
import type toolsLinkTile from '@/widgets/tools/link-tile/link-tile.widget'
import type toolsMagazineViewer from '@/widgets/tools/magazine-viewer/magazine-viewer.widget'
import type toolsMainNavigation from '@/widgets/tools/main-navigation/main-navigation.widget'
import type toolsParallaxImage from '@/widgets/tools/parallax-image/parallax-image.widget'
import type toolsPointOfServiceTeaser from '@/widgets/tools/point-of-service-teaser/point-of-service-teaser.widget'
import type toolsQuoteSlider from '@/widgets/tools/quote-slider/quote-slider.widget'
import type toolsRichText from '@/widgets/tools/rich-text/rich-text.widget'
import type toolsScrollToTop from '@/widgets/tools/scroll-to-top/scroll-to-top.widget'
import type toolsSearchBox from '@/widgets/tools/search-box/search-box.widget'
import type toolsSponsoring from '@/widgets/tools/sponsoring/sponsoring.widget'
import type toolsSponsoringTeaser from '@/widgets/tools/sponsoring-teaser/sponsoring-teaser.widget'
import type toolsTeaserList from '@/widgets/tools/teaser-list/teaser-list.widget'
import type toolsTeaserWrapper from '@/widgets/tools/teaser-wrapper/teaser-wrapper.widget'
import type toolsTextButton from '@/widgets/tools/text-button/text-button.widget'
import type toolsTextImage from '@/widgets/tools/text-image/text-image.widget'
import type toolsTextVideo from '@/widgets/tools/text-video/text-video.widget'
import type toolsTwoColumnTeaser from '@/widgets/tools/two-column-teaser/two-column-teaser.widget'
import type toolsVideo from '@/widgets/tools/video/video.widget'
import type toolsVideoEmbed from '@/widgets/tools/video-embed/video-embed.widget'
import type footerFooter from '@/widgets/footer/footer/footer.widget'

// A widget without props takes none: an empty object, not `{}` (which would accept anything but null).
type Exact<P> = keyof P extends never ? Record<string, never> : P
type InputOf<D> = D extends WidgetDeclaration<infer S> ? Exact<PropsInputOf<S>> : never

/** The props a CMS author writes, by widget name: what marker() and renderWidget() check against. */
export type WidgetInputs = {
  'product/favorites-list': InputOf<typeof productFavoritesList>
  'product/product-detail': InputOf<typeof productProductDetail>
  'product/product-list': InputOf<typeof productProductList>
  'product/product-rating': InputOf<typeof productProductRating>
  'product/quick-order': InputOf<typeof productQuickOrder>
  'product/search-results': InputOf<typeof productSearchResults>
  'news/fair-list': InputOf<typeof newsFairList>
  'news/job-detail': InputOf<typeof newsJobDetail>
  'news/job-list': InputOf<typeof newsJobList>
  'news/news-detail': InputOf<typeof newsNewsDetail>
  'news/news-list': InputOf<typeof newsNewsList>
  'news/news-teaser': InputOf<typeof newsNewsTeaser>
  'news/news-tiles': InputOf<typeof newsNewsTiles>
  'news/small-news-teaser': InputOf<typeof newsSmallNewsTeaser>
  'oilfinder/oil-finder': InputOf<typeof oilfinderOilFinder>
  'oilfinder/oil-finder-tile': InputOf<typeof oilfinderOilFinderTile>
  'shopuser/acting-for-banner': InputOf<typeof shopuserActingForBanner>
  'shopuser/address-list': InputOf<typeof shopuserAddressList>
  'shopuser/b2b-checkout': InputOf<typeof shopuserB2bCheckout>
  'shopuser/b2c-cart': InputOf<typeof shopuserB2cCart>
  'shopuser/billing-partner-selection': InputOf<typeof shopuserBillingPartnerSelection>
  'shopuser/checkout-confirmation': InputOf<typeof shopuserCheckoutConfirmation>
  'shopuser/contract-list': InputOf<typeof shopuserContractList>
  'shopuser/contract-positions': InputOf<typeof shopuserContractPositions>
  'shopuser/customer-list': InputOf<typeof shopuserCustomerList>
  'shopuser/customer-overview': InputOf<typeof shopuserCustomerOverview>
  'shopuser/dashboard': InputOf<typeof shopuserDashboard>
  'shopuser/login-form': InputOf<typeof shopuserLoginForm>
  'shopuser/notification-centre': InputOf<typeof shopuserNotificationCentre>
  'shopuser/order-detail': InputOf<typeof shopuserOrderDetail>
  'shopuser/order-history': InputOf<typeof shopuserOrderHistory>
  'shopuser/ordered-products': InputOf<typeof shopuserOrderedProducts>
  'shopuser/password-recovery': InputOf<typeof shopuserPasswordRecovery>
  'shopuser/password-reset': InputOf<typeof shopuserPasswordReset>
  'shopuser/safety-data-sheets': InputOf<typeof shopuserSafetyDataSheets>
  'shopuser/shopping-list-detail': InputOf<typeof shopuserShoppingListDetail>
  'shopuser/shopping-lists': InputOf<typeof shopuserShoppingLists>
  'form/cms-form': InputOf<typeof formCmsForm>
  'form/faq': InputOf<typeof formFaq>
  'form/faq-confirmation': InputOf<typeof formFaqConfirmation>
  'form/faq-process': InputOf<typeof formFaqProcess>
  'tools/breadcrumb': InputOf<typeof toolsBreadcrumb>
  'tools/campaign-banner': InputOf<typeof toolsCampaignBanner>
  'tools/compact-contact-teaser': InputOf<typeof toolsCompactContactTeaser>
  'tools/contact-teaser': InputOf<typeof toolsContactTeaser>
  'tools/content-teaser': InputOf<typeof toolsContentTeaser>
  'tools/dealer-finder': InputOf<typeof toolsDealerFinder>
  'tools/distribution-partner-list': InputOf<typeof toolsDistributionPartnerList>
  'tools/error-block': InputOf<typeof toolsErrorBlock>
  'tools/faq-contact-box': InputOf<typeof toolsFaqContactBox>
  'tools/faq-teaser': InputOf<typeof toolsFaqTeaser>
  'tools/file-list': InputOf<typeof toolsFileList>
  'tools/file-sharing': InputOf<typeof toolsFileSharing>
  'tools/gallery-slider': InputOf<typeof toolsGallerySlider>
  'tools/good-to-know': InputOf<typeof toolsGoodToKnow>
  'tools/header': InputOf<typeof toolsHeader>
  'tools/heading': InputOf<typeof toolsHeading>
  'tools/history-slider': InputOf<typeof toolsHistorySlider>
  'tools/home-stage': InputOf<typeof toolsHomeStage>
  'tools/icon-list': InputOf<typeof toolsIconList>
  'tools/icon-text': InputOf<typeof toolsIconText>
  'tools/iframe': InputOf<typeof toolsIframe>
  'tools/image': InputOf<typeof toolsImage>
  'tools/image-hotspots': InputOf<typeof toolsImageHotspots>
  'tools/image-link': InputOf<typeof toolsImageLink>
  'tools/info-ribbon': InputOf<typeof toolsInfoRibbon>
  'tools/language-switcher': InputOf<typeof toolsLanguageSwitcher>
  'tools/link-tile': InputOf<typeof toolsLinkTile>
  'tools/magazine-viewer': InputOf<typeof toolsMagazineViewer>
  'tools/main-navigation': InputOf<typeof toolsMainNavigation>
  'tools/parallax-image': InputOf<typeof toolsParallaxImage>
  'tools/point-of-service-teaser': InputOf<typeof toolsPointOfServiceTeaser>
  'tools/quote-slider': InputOf<typeof toolsQuoteSlider>
  'tools/rich-text': InputOf<typeof toolsRichText>
  'tools/scroll-to-top': InputOf<typeof toolsScrollToTop>
  'tools/search-box': InputOf<typeof toolsSearchBox>
  'tools/sponsoring': InputOf<typeof toolsSponsoring>
  'tools/sponsoring-teaser': InputOf<typeof toolsSponsoringTeaser>
  'tools/teaser-list': InputOf<typeof toolsTeaserList>
  'tools/teaser-wrapper': InputOf<typeof toolsTeaserWrapper>
  'tools/text-button': InputOf<typeof toolsTextButton>
  'tools/text-image': InputOf<typeof toolsTextImage>
  'tools/text-video': InputOf<typeof toolsTextVideo>
  'tools/two-column-teaser': InputOf<typeof toolsTwoColumnTeaser>
  'tools/video': InputOf<typeof toolsVideo>
  'tools/video-embed': InputOf<typeof toolsVideoEmbed>
  'footer/footer': InputOf<typeof footerFooter>
}
