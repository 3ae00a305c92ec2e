/** What other modules use of search: import it from here, never from its files. */
export { memoryListPage } from './memory-list.js';
export { memorySearchPage } from './memory-search.js';
export { quoteLexeme } from './query-terms.js';
export { searchQuery, textSearch } from './text-search.js';
