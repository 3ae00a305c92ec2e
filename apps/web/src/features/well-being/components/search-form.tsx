import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WELL_BEING_SEARCH_MAX_LENGTH } from '@harbour/shared';
import { buttonClasses } from '@/components/ui';
import { fieldInputClass } from '@/components/ui/text-field';

/** The search bar: goes to /well-being-listings?search=… ; an empty term does nothing (the core screens and routes). */
export function SearchForm({ initial = '', categoryId }: { initial?: string; categoryId?: number | null }) {
  const { t } = useTranslation('well-being');
  const navigate = useNavigate();
  const [term, setTerm] = useState(initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = term.trim();
    if (!search) return;
    const params = new URLSearchParams({ search });
    if (categoryId) params.set('category', String(categoryId));
    void navigate(`/well-being-listings?${params.toString()}`);
  };

  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor="well-being-search" className="block text-sm font-semibold text-slate-800">
          {t('search.label')}
        </label>
        <input
          id="well-being-search"
          type="search"
          name="search"
          value={term}
          maxLength={WELL_BEING_SEARCH_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          onChange={(e) => setTerm(e.target.value)}
          className={`${fieldInputClass} mt-1`}
        />
      </div>
      <button type="submit" className={buttonClasses()}>
        {t('search.submit')}
      </button>
    </form>
  );
}
