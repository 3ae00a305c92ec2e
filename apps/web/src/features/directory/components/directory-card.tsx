import { useTranslation } from 'react-i18next';
import type { DirectoryType, JobCard, ServiceCard, VolunteerCard } from '@harbour/shared';
import { formatPrice } from '@/lib/format';
import { CategoryChips } from '@/components/ui/category-chips';
import { TranslationNote } from '@/components/ui/translation-note';
import { writtenIn } from '../lib/written-in';

export type CardItem = ServiceCard | JobCard | VolunteerCard;

export function cardName(type: DirectoryType, item: CardItem): string {
  if (type === 'service') return (item as ServiceCard).businessName;
  if (type === 'job') return (item as JobCard).job_title;
  return (item as VolunteerCard).orgName;
}

/** One card of the grid; the name is a button (the whole card is its target) that opens the popup. */
export function DirectoryCard({
  type,
  item,
  onOpen,
}: {
  type: DirectoryType;
  item: CardItem;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation('directory');
  const name = cardName(type, item);
  let subtitle: string | null = null;
  let text: string | null = null;
  const badges: string[] = [];
  if (type === 'service') {
    const s = item as ServiceCard;
    text = s.business_description;
    if (s.featured === '1') badges.push(t('card.featured'));
  } else if (type === 'job') {
    const j = item as JobCard;
    subtitle = j.company_name;
    text = j.job_description;
    if (j.hourly_wages != null) badges.push(t('job.wage_per_hour', { wage: formatPrice(j.hourly_wages) }));
    // no employment_type badge: a job's cat_name is its job type, shown once by the chips below
  } else {
    const v = item as VolunteerCard;
    text = v.org_description;
    badges.push(t('volunteer.looking_value', { value: t(`volunteer.looking.${v.looking_for_volunteer}`) }));
  }
  return (
    <article className="relative flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-harbour-500 hover:shadow-md focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-harbour-700">
      <h3 className="text-lg font-bold text-harbour-900">
        <button
          type="button"
          onClick={onOpen}
          dir="auto"
          className="scroll-mt-7 text-start outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
        >
          {name}
        </button>
      </h3>
      {subtitle && (
        <p dir="auto" className="font-semibold text-slate-700">
          {subtitle}
        </p>
      )}
      {badges.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {badges.map((b) => (
            <li
              key={b}
              className="rounded-md bg-harbour-50 px-2 py-0.5 text-sm font-semibold text-harbour-800"
            >
              {b}
            </li>
          ))}
        </ul>
      )}
      {text && (
        <p dir="auto" lang={writtenIn(item, i18n.resolvedLanguage)} className="line-clamp-3 text-slate-700">
          {text}
        </p>
      )}
      <TranslationNote translation={item.translation} originalLang={item.original_lang} />
      {item.address && (
        <p dir="auto" className="text-sm text-slate-700">
          {item.address}
        </p>
      )}
      <div className="mt-auto">
        <CategoryChips names={item.cat_name} />
      </div>
    </article>
  );
}
