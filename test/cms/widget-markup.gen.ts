// Generated from widgets/*/*/*.fallback.ts by `npm run generate`; test/widgets.test.ts checks it is current.
import productFavoritesList from '@/widgets/product/favorites-list/favorites-list.fallback'
import productProductDetail from '@/widgets/product/product-detail/product-detail.fallback'
import productProductList from '@/widgets/product/product-list/product-list.fallback'
import productProductRating from '@/widgets/product/product-rating/product-rating.fallback'
import productQuickOrder from '@/widgets/product/quick-order/quick-order.fallback'
import productSearchResults from '@/widgets/product/search-results/search-results.fallback'
import newsFairList from '@/widgets/news/fair-list/fair-list.fallback'
import newsJobDetail from '@/widgets/news/job-detail/job-detail.fallback'
import newsJobList from '@/widgets/news/job-list/job-list.fallback'
import newsNewsDetail from '@/widgets/news/news-detail/news-detail.fallback'
import newsNewsList from '@/widgets/news/news-list/news-list.fallback'
import newsNewsTeaser from '@/widgets/news/news-teaser/news-teaser.fallback'
import newsNewsTiles from '@/widgets/news/news-tiles/news-tiles.fallback'
import newsSmallNewsTeaser from '@/widgets/news/small-news-teaser/small-news-teaser.fallback'
import oilfinderOilFinder from '@/widgets/oilfinder/oil-finder/oil-finder.fallback'
import oilfinderOilFinderTile from '@/widgets/oilfinder/oil-finder-tile/oil-finder-tile.fallback'
import shopuserActingForBanner from '@/widgets/shopuser/acting-for-banner/acting-for-banner.fallback'
import shopuserAddressList from '@/widgets/shopuser/address-list/address-list.fallback'
import shopuserB2bCheckout from '@/widgets/shopuser/b2b-checkout/b2b-checkout.fallback'
import shopuserB2cCart from '@/widgets/shopuser/b2c-cart/b2c-cart.fallback'
import shopuserBillingPartnerSelection from '@/widgets/shopuser/billing-partner-selection/billing-partner-selection.fallback'
import shopuserCheckoutConfirmation from '@/widgets/shopuser/checkout-confirmation/checkout-confirmation.fallback'
import shopuserContractList from '@/widgets/shopuser/contract-list/contract-list.fallback'
import shopuserContractPositions from '@/widgets/shopuser/contract-positions/contract-positions.fallback'
import shopuserCustomerList from '@/widgets/shopuser/customer-list/customer-list.fallback'
import shopuserCustomerOverview from '@/widgets/shopuser/customer-overview/customer-overview.fallback'
import shopuserDashboard from '@/widgets/shopuser/dashboard/dashboard.fallback'
import shopuserLoginForm from '@/widgets/shopuser/login-form/login-form.fallback'
import shopuserNotificationCentre from '@/widgets/shopuser/notification-centre/notification-centre.fallback'
import shopuserOrderDetail from '@/widgets/shopuser/order-detail/order-detail.fallback'
import shopuserOrderHistory from '@/widgets/shopuser/order-history/order-history.fallback'
import shopuserOrderedProducts from '@/widgets/shopuser/ordered-products/ordered-products.fallback'
import shopuserPasswordRecovery from '@/widgets/shopuser/password-recovery/password-recovery.fallback'
import shopuserPasswordReset from '@/widgets/shopuser/password-reset/password-reset.fallback'
import shopuserSafetyDataSheets from '@/widgets/shopuser/safety-data-sheets/safety-data-sheets.fallback'
import shopuserShoppingListDetail from '@/widgets/shopuser/shopping-list-detail/shopping-list-detail.fallback'
import shopuserShoppingLists from '@/widgets/shopuser/shopping-lists/shopping-lists.fallback'
import formCmsForm from '@/widgets/form/cms-form/cms-form.fallback'
import formFaq from '@/widgets/form/faq/faq.fallback'
import formFaqConfirmation from '@/widgets/form/faq-confirmation/faq-confirmation.fallback'
import formFaqProcess from '@/widgets/form/faq-process/faq-process.fallback'
import toolsBreadcrumb from '@/widgets/tools/breadcrumb/breadcrumb.fallback'
import toolsCampaignBanner from '@/widgets/tools/campaign-banner/campaign-banner.fallback'
import toolsCompactContactTeaser from '@/widgets/tools/compact-contact-teaser/compact-contact-teaser.fallback'
import toolsContactTeaser from '@/widgets/tools/contact-teaser/contact-teaser.fallback'
import toolsContentTeaser from '@/widgets/tools/content-teaser/content-teaser.fallback'
import toolsDealerFinder from '@/widgets/tools/dealer-finder/dealer-finder.fallback'
import toolsDistributionPartnerList from '@/widgets/tools/distribution-partner-list/distribution-partner-list.fallback'
import toolsErrorBlock from '@/widgets/tools/error-block/error-block.fallback'
import toolsFaqContactBox from '@/widgets/tools/faq-contact-box/faq-contact-box.fallback'
import toolsFaqTeaser from '@/widgets/tools/faq-teaser/faq-teaser.fallback'
import toolsFileList from '@/widgets/tools/file-list/file-list.fallback'
import toolsFileSharing from '@/widgets/tools/file-sharing/file-sharing.fallback'
import toolsGallerySlider from '@/widgets/tools/gallery-slider/gallery-slider.fallback'
import toolsGoodToKnow from '@/widgets/tools/good-to-know/good-to-know.fallback'
import toolsHeader from '@/widgets/tools/header/header.fallback'
import toolsHeading from '@/widgets/tools/heading/heading.fallback'
import toolsHistorySlider from '@/widgets/tools/history-slider/history-slider.fallback'
import toolsHomeStage from '@/widgets/tools/home-stage/home-stage.fallback'
import toolsIconList from '@/widgets/tools/icon-list/icon-list.fallback'
import toolsIconText from '@/widgets/tools/icon-text/icon-text.fallback'
import toolsIframe from '@/widgets/tools/iframe/iframe.fallback'
import toolsImage from '@/widgets/tools/image/image.fallback'
import toolsImageHotspots from '@/widgets/tools/image-hotspots/image-hotspots.fallback'
import toolsImageLink from '@/widgets/tools/image-link/image-link.fallback'
import toolsInfoRibbon from '@/widgets/tools/info-ribbon/info-ribbon.fallback'
import toolsLanguageSwitcher from '@/widgets/tools/language-switcher/language-switcher.fallback'
import toolsLinkTile from '@/widgets/tools/link-tile/link-tile.fallback'
import toolsMagazineViewer from '@/widgets/tools/magazine-viewer/magazine-viewer.fallback'
import toolsMainNavigation from '@/widgets/tools/main-navigation/main-navigation.fallback'
import toolsParallaxImage from '@/widgets/tools/parallax-image/parallax-image.fallback'
import toolsPointOfServiceTeaser from '@/widgets/tools/point-of-service-teaser/point-of-service-teaser.fallback'
import toolsQuoteSlider from '@/widgets/tools/quote-slider/quote-slider.fallback'
import toolsRichText from '@/widgets/tools/rich-text/rich-text.fallback'
import toolsSearchBox from '@/widgets/tools/search-box/search-box.fallback'
import toolsSponsoring from '@/widgets/tools/sponsoring/sponsoring.fallback'
import toolsSponsoringTeaser from '@/widgets/tools/sponsoring-teaser/sponsoring-teaser.fallback'
import toolsTeaserList from '@/widgets/tools/teaser-list/teaser-list.fallback'
import toolsTeaserWrapper from '@/widgets/tools/teaser-wrapper/teaser-wrapper.fallback'
import toolsTextButton from '@/widgets/tools/text-button/text-button.fallback'
import toolsTextImage from '@/widgets/tools/text-image/text-image.fallback'
import toolsTextVideo from '@/widgets/tools/text-video/text-video.fallback'
import toolsTwoColumnTeaser from '@/widgets/tools/two-column-teaser/two-column-teaser.fallback'
import toolsVideo from '@/widgets/tools/video/video.fallback'
import toolsVideoEmbed from '@/widgets/tools/video-embed/video-embed.fallback'
import footerFooter from '@/widgets/footer/footer/footer.fallback'

/** Every widget's fallback by name (docs/fallbacks.md): the simulated CMS renders them (fallbacks.ts). */
export const FALLBACKS = {
  'product/favorites-list': productFavoritesList,
  'product/product-detail': productProductDetail,
  'product/product-list': productProductList,
  'product/product-rating': productProductRating,
  'product/quick-order': productQuickOrder,
  'product/search-results': productSearchResults,
  'news/fair-list': newsFairList,
  'news/job-detail': newsJobDetail,
  'news/job-list': newsJobList,
  'news/news-detail': newsNewsDetail,
  'news/news-list': newsNewsList,
  'news/news-teaser': newsNewsTeaser,
  'news/news-tiles': newsNewsTiles,
  'news/small-news-teaser': newsSmallNewsTeaser,
  'oilfinder/oil-finder': oilfinderOilFinder,
  'oilfinder/oil-finder-tile': oilfinderOilFinderTile,
  'shopuser/acting-for-banner': shopuserActingForBanner,
  'shopuser/address-list': shopuserAddressList,
  'shopuser/b2b-checkout': shopuserB2bCheckout,
  'shopuser/b2c-cart': shopuserB2cCart,
  'shopuser/billing-partner-selection': shopuserBillingPartnerSelection,
  'shopuser/checkout-confirmation': shopuserCheckoutConfirmation,
  'shopuser/contract-list': shopuserContractList,
  'shopuser/contract-positions': shopuserContractPositions,
  'shopuser/customer-list': shopuserCustomerList,
  'shopuser/customer-overview': shopuserCustomerOverview,
  'shopuser/dashboard': shopuserDashboard,
  'shopuser/login-form': shopuserLoginForm,
  'shopuser/notification-centre': shopuserNotificationCentre,
  'shopuser/order-detail': shopuserOrderDetail,
  'shopuser/order-history': shopuserOrderHistory,
  'shopuser/ordered-products': shopuserOrderedProducts,
  'shopuser/password-recovery': shopuserPasswordRecovery,
  'shopuser/password-reset': shopuserPasswordReset,
  'shopuser/safety-data-sheets': shopuserSafetyDataSheets,
  'shopuser/shopping-list-detail': shopuserShoppingListDetail,
  'shopuser/shopping-lists': shopuserShoppingLists,
  'form/cms-form': formCmsForm,
  'form/faq': formFaq,
  'form/faq-confirmation': formFaqConfirmation,
  'form/faq-process': formFaqProcess,
  'tools/breadcrumb': toolsBreadcrumb,
  'tools/campaign-banner': toolsCampaignBanner,
  'tools/compact-contact-teaser': toolsCompactContactTeaser,
  'tools/contact-teaser': toolsContactTeaser,
  'tools/content-teaser': toolsContentTeaser,
  'tools/dealer-finder': toolsDealerFinder,
  'tools/distribution-partner-list': toolsDistributionPartnerList,
  'tools/error-block': toolsErrorBlock,
  'tools/faq-contact-box': toolsFaqContactBox,
  'tools/faq-teaser': toolsFaqTeaser,
  'tools/file-list': toolsFileList,
  'tools/file-sharing': toolsFileSharing,
  'tools/gallery-slider': toolsGallerySlider,
  'tools/good-to-know': toolsGoodToKnow,
  'tools/header': toolsHeader,
  'tools/heading': toolsHeading,
  'tools/history-slider': toolsHistorySlider,
  'tools/home-stage': toolsHomeStage,
  'tools/icon-list': toolsIconList,
  'tools/icon-text': toolsIconText,
  'tools/iframe': toolsIframe,
  'tools/image': toolsImage,
  'tools/image-hotspots': toolsImageHotspots,
  'tools/image-link': toolsImageLink,
  'tools/info-ribbon': toolsInfoRibbon,
  'tools/language-switcher': toolsLanguageSwitcher,
  'tools/link-tile': toolsLinkTile,
  'tools/magazine-viewer': toolsMagazineViewer,
  'tools/main-navigation': toolsMainNavigation,
  'tools/parallax-image': toolsParallaxImage,
  'tools/point-of-service-teaser': toolsPointOfServiceTeaser,
  'tools/quote-slider': toolsQuoteSlider,
  'tools/rich-text': toolsRichText,
  'tools/search-box': toolsSearchBox,
  'tools/sponsoring': toolsSponsoring,
  'tools/sponsoring-teaser': toolsSponsoringTeaser,
  'tools/teaser-list': toolsTeaserList,
  'tools/teaser-wrapper': toolsTeaserWrapper,
  'tools/text-button': toolsTextButton,
  'tools/text-image': toolsTextImage,
  'tools/text-video': toolsTextVideo,
  'tools/two-column-teaser': toolsTwoColumnTeaser,
  'tools/video': toolsVideo,
  'tools/video-embed': toolsVideoEmbed,
  'footer/footer': footerFooter,
}
