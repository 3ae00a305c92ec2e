import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WellBeingCategory } from '@harbour/shared';
import { categoryImage } from '../lib/images';

/** One tile per category, each leading to its listings. */
export function CategoryTiles({ categories }: { categories: WellBeingCategory[] }) {
  const { t } = useTranslation('well-being');
  return (
    <section aria-labelledby="well-being-categories">
      <h2 id="well-being-categories" className="mb-4 text-xl font-bold text-harbour-900">
        {t('categories.heading')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((c) => (
          <li key={c.cat_id}>
            <Link
              to={`/well-being-listings?category=${c.cat_id}`}
              className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-harbour-400 hover:shadow-md"
            >
              <img
                src={categoryImage(c.tag)}
                alt=""
                width={160}
                height={120}
                loading="lazy"
                className="aspect-[4/3] h-auto w-full bg-sea-50 object-cover"
              />
              <span className="flex flex-col gap-1 p-4">
                <span dir="auto" className="text-lg font-bold text-harbour-800">
                  {c.cat_name}
                </span>
                {c.cat_description && (
                  <span dir="auto" className="text-slate-700">
                    {c.cat_description}
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
