import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DIRECTORY_SEARCH_MAX_LENGTH } from '@harbour/shared';
import { buttonClasses } from '@/components/ui';
import { fieldInputClass } from '@/components/ui/text-field';

/** Submitting searches (the screen goes back to page 1); emptying the field clears the search. */
export function SearchBar({
  initial,
  label,
  onSearch,
}: {
  initial: string;
  label: string;
  onSearch: (term: string) => void;
}) {
  const { t } = useTranslation('directory');
  const [term, setTerm] = useState(initial);
  // Back/forward changes the search in the URL: show it (without remounting, so focus stays).
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setTerm(initial);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(term.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor="directory-search" className="block text-sm font-semibold text-slate-800">
          {label}
        </label>
        <input
          id="directory-search"
          type="search"
          name="search"
          value={term}
          maxLength={DIRECTORY_SEARCH_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          onChange={(e) => {
            setTerm(e.target.value);
            if (e.target.value === '' && initial !== '') onSearch('');
          }}
          className={`${fieldInputClass} mt-1`}
        />
      </div>
      <button type="submit" className={buttonClasses()}>
        {t('search.submit')}
      </button>
    </form>
  );
}
