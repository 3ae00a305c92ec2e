import {
  LISTING_TRANSLATABLE_FIELDS,
  type ListingTranslationKind,
  type ListingTranslationsData,
} from '@harbour/shared';

/** What a reader of one language sees of one field, as the owner's Translations section labels it. */
export type FieldTranslationState = 'machine' | 'owner' | 'site' | 'pending' | 'none';

type FieldTranslation = ListingTranslationsData['translations'][string][string];

/**
 * The owner's text always counts; a machine or site text made from the current original is shown as such; a
 * stale one (made from an earlier original), or none while the machine is at work, is being translated —
 * unless the site has no provider, when readers see the original until the owner writes their text.
 */
export function fieldTranslationState(
  translation: FieldTranslation | undefined,
  data: Pick<ListingTranslationsData, 'pending' | 'machine_available'>,
): FieldTranslationState {
  if (translation?.origin === 'owner') return 'owner';
  if (translation && !translation.stale) return translation.origin === 'site' ? 'site' : 'machine';
  if (data.machine_available && (translation?.stale || data.pending)) return 'pending';
  return 'none';
}

/** The text readers of that language see, or '' when they see the original. */
export function shownText(translation: FieldTranslation | undefined): string {
  if (!translation) return '';
  return translation.origin === 'owner' || !translation.stale ? translation.text : '';
}

/** The fields of the kind that have a written text (an empty one has nothing to translate). */
export function writtenFields(kind: ListingTranslationKind, data: ListingTranslationsData): string[] {
  return LISTING_TRANSLATABLE_FIELDS[kind].filter((f) => (data.original[f] ?? '').trim() !== '');
}

/** The label key (namespace vivalinks) of each translatable field: the wizard's own label where it has one. */
export const FIELD_LABEL_KEYS: Record<string, string> = {
  keywordsEn: 'business.keywords',
  businessDescriptionEn: 'business.description',
  title: 'event.form.title',
  details: 'event.form.description',
  hostDetails: 'translations.fields.host_details',
  jobTitle: 'jobs.title_field',
  jobDescription: 'jobs.description',
  skillRequired: 'jobs.skills',
  educationQualification: 'jobs.education',
  howToApply: 'jobs.how_to_apply',
  orgMission: 'volunteer.form.mission',
  orgDescription: 'volunteer.form.description',
  descriptionOrgNeeds: 'volunteer.form.needs',
  note: 'volunteer.form.note',
};

/** The fields whose text the owner changed in the editor: what a save sends (the others stay as they are). */
export function changedFields(
  before: Record<string, string>,
  after: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(after)
      .map(([field, text]) => [field, text.trim()] as const)
      .filter(([field, text]) => text !== (before[field] ?? '').trim()),
  );
}
