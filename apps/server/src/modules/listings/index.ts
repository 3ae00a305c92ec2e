/** What other modules use of listings: import it from here, never from its files. */
export { activateAlternatePayment, rejectAlternatePayment } from './listing-activation.js';
export type { AlternatePaymentDeps } from './listing-activation.js';
export { readListingMultipart, registerListingMultipart } from './listing-multipart.js';
export { LISTING_CREATED_MESSAGES } from './listing-payment.js';
export { listingPhotos } from './listing-photos.js';
export {
  countNewListing,
  deleteOwnedPhoto,
  ownedListingPage,
  registerListing,
  updateListing,
  writeWithPhotos,
} from './listing-register.js';
export type { NewPhotos } from './listing-register.js';
export {
  callerId,
  listingDeps,
  listingFormConsumes,
  listingRoute,
  photoDeleteRoutes,
  readListingForm,
} from './listing-routes.js';
export {
  LISTING_MESSAGES,
  checkoutExpiry,
  firstCityFirst,
  hhmm,
  localToday,
  pageWindow,
  parseListingData,
  paymentStateOf,
} from './owned-listing.js';
export type { ListingDeps } from './owned-listing.js';
