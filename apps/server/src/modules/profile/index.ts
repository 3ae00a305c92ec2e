/** What other modules use of profile: import it from here, never from its files. */
export { toProfile } from './profile.service.js';
