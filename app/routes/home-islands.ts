/**
 * The home page's parts below the fold and in the sidebar, in one chunk that loads after the page's
 * own code (see app/ui/island): one request, hydrated when it arrives.
 */
export { AdvertiseSection, MediumBannerAd, SmallBannerAd } from '~/app/features/ads/HouseAds';
export { MarketSummary } from '~/app/features/markets/MarketSummary';
export { MarketWatch } from '~/app/features/markets/MarketWatch';
export { MarketNews, TrendingNow } from '~/app/features/news/SidePanels';
export { NeverMissBlock, SendToFriendWidget } from '~/app/features/newsletter/NewsletterBlocks';
export { IndustryPollWidget } from '~/app/features/polls/IndustryPollWidget';
export { RateOurAppWidget } from '~/app/features/ratings/RateOurAppWidget';
export { SiteFooter } from '~/app/shell/SiteFooter';
