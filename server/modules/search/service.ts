/**
 * Search's public entry (ADR 0015): what other parts use of it. server/app.ts registers the
 * plugin; the start-up steps rebuild the index after the search migration or the demo seed;
 * the knowledge areas and the console read its analytics.
 */
export { rebuildSearchIndex } from './rebuild.ts';
export { countUnansweredSearches, unansweredSearches, popularTerms, type SearchScopeName } from './analytics.ts';
