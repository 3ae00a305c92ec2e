/** What other modules use of events: import it from here, never from its files. */
export { timezoneOf } from './events.service.js';
