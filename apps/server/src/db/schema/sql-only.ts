/**
 * The one list of what the migrations create and the Drizzle schema does not declare, because Drizzle
 * cannot say it (functions, triggers, an `INCLUDE` key) or because declaring it would cost every query
 * of the table (`search_doc`). Everything else in the database is declared in this folder, and
 * `src/db/schema-drift.test.ts` fails when the migrated database and the schema differ beyond this list,
 * or when an entry here no longer exists. Not re-exported from `index.ts`: it is no table.
 */
export const SQL_ONLY = {
  /**
   * The search document of each directory (migration 0014): a tsvector kept by triggers and read with
   * `sql` (modules/search). Declared, it would be read by every whole-row select of these tables (the
   * owners' listing pages) and enter their row types; the application never writes it.
   */
  columns: [
    'businesses.search_doc',
    'jobs.search_doc',
    'volunteer_organizations.search_doc',
    'well_being_listings.search_doc',
  ],
  /** the GIN indexes of those documents */
  indexes: [
    'businesses_search_doc_idx',
    'jobs_search_doc_idx',
    'volunteer_organizations_search_doc_idx',
    'well_being_listings_search_doc_idx',
  ],
  /**
   * Declared as `PRIMARY KEY (scope, scope_id, day)`; the database's key also has `INCLUDE (delta)`
   * (migration 0022), which Drizzle cannot declare, so a sum of a scope's changes reads only the index.
   */
  constraints: ['business_list_counts.business_list_counts_pkey'],
  /**
   * The functions behind the triggers and the search (migrations 0014–0024; 0036, 0038 and 0039 recreate
   * some), by name.
   */
  functions: [
    // search documents and typo lexicon (0014, 0016, 0018, 0021, 0023, 0036, 0038, 0039)
    'search_cjk_bigrams',
    'search_text_vector',
    'search_field_weight',
    'search_fold',
    'search_tsvector_agg',
    'search_word_variants',
    'search_lexicon_add',
    'search_tsquery',
    'search_refresh_services',
    'search_refresh_jobs',
    'search_refresh_volunteers',
    'search_refresh_well_being',
    'search_refresh_translated',
    'search_city_lexemes',
    'search_set_city_lexemes',
    'search_volunteer_city_lexemes',
    'search_set_volunteer_city_lexemes',
    'search_trg_services',
    'search_trg_jobs',
    'search_trg_volunteers',
    'search_trg_well_being',
    'search_trg_business_links',
    'search_trg_volunteer_links',
    'search_trg_well_being_links',
    'search_trg_categories',
    'search_trg_text_translations',
    'search_trg_business_cities',
    'search_trg_volunteer_cities',
    // in-memory index generations (0024)
    'search_change_logged',
    // list columns copied into business_cities (0015)
    'business_cities_fill',
    'business_cities_first_in_province',
    'businesses_list_columns_changed',
    // list counts and totals (0017, 0019, 0020)
    'business_list_deltas',
    'business_list_counts_add',
    'business_list_counts_follow',
    'business_all_deltas',
    'business_all_counts_add',
    'business_all_counts_follow',
    'listing_totals_follow',
  ],
  /** Triggers by table: each `<name>_ins`, `_upd`, `_del` calls the function of the same purpose above. */
  triggers: {
    businesses: [
      'search_services_ins',
      'search_services_upd',
      'search_changes_services',
      'businesses_list_columns_changed',
      'business_all_counts_ins',
      'business_all_counts_upd',
      'business_all_counts_del',
    ],
    jobs: [
      'search_jobs_ins',
      'search_jobs_upd',
      'search_changes_jobs',
      'listing_totals_ins',
      'listing_totals_upd',
      'listing_totals_del',
    ],
    volunteer_organizations: [
      'search_volunteers_ins',
      'search_volunteers_upd',
      'search_changes_volunteers',
      'listing_totals_ins',
      'listing_totals_upd',
      'listing_totals_del',
    ],
    well_being_listings: ['search_well_being_ins', 'search_well_being_upd'],
    business_cities: [
      'business_cities_fill',
      'business_cities_added',
      'business_cities_removed',
      'search_business_cities_ins',
      'search_business_cities_upd',
      'search_business_cities_del',
      'business_list_counts_ins',
      'business_list_counts_upd',
      'business_list_counts_del',
    ],
    business_category_links: [
      'search_business_links_ins',
      'search_business_links_upd',
      'search_business_links_del',
    ],
    volunteer_category_links: [
      'search_volunteer_links_ins',
      'search_volunteer_links_upd',
      'search_volunteer_links_del',
    ],
    volunteer_organization_cities: [
      'search_volunteer_cities_ins',
      'search_volunteer_cities_upd',
      'search_volunteer_cities_del',
    ],
    well_being_listing_categories: [
      'search_well_being_links_ins',
      'search_well_being_links_upd',
      'search_well_being_links_del',
    ],
    business_categories: ['search_business_categories_upd'],
    volunteer_categories: ['search_volunteer_categories_upd'],
    well_being_categories: ['search_well_being_categories_upd'],
    text_translations: [
      'search_text_translations_ins',
      'search_text_translations_upd',
      'search_text_translations_del',
    ],
  } as Record<string, string[]>,
  /** Extensions the migrations load (0001): `pg_trgm`, for the trigram indexes declared in the schema. */
  extensions: ['pg_trgm'],
};
