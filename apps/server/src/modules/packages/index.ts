/** What other modules use of packages: import it from here, never from its files. */
export { addDays, defaultPeriod, listingPeriod } from './listing-period.js';
export type { ListingPeriod, PeriodProduct } from './listing-period.js';
export { listRunningPromos } from './packages.repository.js';
export { nuPostPlans, packageName } from './packages.service.js';
