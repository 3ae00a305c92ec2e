/** What other modules use of locations: import it from here, never from its files. */
export { cityItem } from './locations.service.js';
