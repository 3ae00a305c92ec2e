import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { GEOCODE_QUERY_MIN, type GeocodeResult } from '@harbour/shared';
import { Spinner } from '@/components/ui';
import { FieldLabel, FieldMessages, fieldInputClass } from '@/components/ui/text-field';
import { useClientConfig } from '@/lib/client-config';
import { cx } from '@/lib/cx';
import { useMessage } from '@/lib/messages';
import { useGeocode } from '../api/geocode';
import { usePlaceCheck, type ListingPlace } from '../lib/listing-place';

const AddressMap = lazy(() => import('./address-map'));

/** An address as a listing keeps it: the text, and the point on the map once there is one. */
export interface AddressValue {
  address: string;
  lat: number | null;
  lon: number | null;
}

export interface AddressFieldProps {
  label: string;
  value: AddressValue | null;
  /** Every keystroke (lat/lon null: the text alone), a chosen suggestion, a moved pin; null when emptied. */
  onChange: (v: AddressValue | null) => void;
  /** A message key or a sentence, shown translated; marks the field invalid. */
  errorMessage?: string;
  isRequired?: boolean;
  description?: string;
  /** A small map with a draggable pin under the field; default true. */
  showMap?: boolean;
  /**
   * The province and cities the listing is for, as chosen so far: suggestions there come first, and a
   * chosen address elsewhere gets a warning (which does not stop the form).
   */
  place?: ListingPlace;
}

/** How long typing pauses before the suggestions are asked for. */
export const ADDRESS_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The address autocomplete of the listing forms (the listing form rules, country ca): suggestions from
 * GET /api/web/geocode as the user types (300 ms pause, 3 characters), chosen with the keyboard or
 * the pointer. What is typed is the address even when no suggestion is chosen (lat/lon stay null
 * until one is chosen or the pin is placed).
 */
export function AddressField({
  label,
  value,
  onChange,
  errorMessage,
  isRequired,
  description,
  showMap = true,
  place,
}: AddressFieldProps) {
  const { t } = useTranslation('vivalinks');
  const tm = useMessage();
  const error = errorMessage ? tm(errorMessage) : '';
  const [text, setText] = useState(value?.address ?? '');
  const [selectedKey, setSelectedKey] = useState<Key | null>(null);
  // the address chosen (or given): no suggestions are asked for it until it is edited
  const [chosen, setChosen] = useState<string | null>(value?.address ?? null);
  // the suggestion chosen, with its city and province (none once the text is edited)
  const [picked, setPicked] = useState<GeocodeResult | null>(null);
  const placeCheck = usePlaceCheck(place);
  const warning = picked && value?.address === picked.address ? placeCheck.outside(picked) : null;

  // a value set from outside (a restored draft, a reset form) shows in the input
  const external = value?.address ?? '';
  const emitted = useRef(external);
  useEffect(() => {
    if (external !== emitted.current) {
      setText(external);
      setChosen(external);
    }
    emitted.current = external;
  }, [external]);
  const emit = (next: AddressValue | null) => {
    emitted.current = next?.address ?? '';
    onChange(next);
  };

  const term = useDebounced(text, ADDRESS_DEBOUNCE_MS).trim();
  const searching = term.length >= GEOCODE_QUERY_MIN && term !== chosen;
  const query = useGeocode(term, searching, placeCheck.bias);
  const items = searching ? (query.data ?? []) : [];
  // the popover opens as soon as there is something to search for, with "Searching…" until the answer
  const typed = text.trim();
  const pending = typed.length >= GEOCODE_QUERY_MIN && typed !== chosen;
  const loading = pending && (term !== typed || query.isFetching);

  const onInputChange = (next: string) => {
    setText(next);
    setSelectedKey(null);
    // the field echoing the address just chosen: the form has it already, with its point
    if (next === chosen && emitted.current === chosen) return;
    setChosen(null);
    setPicked(null);
    emit(next.trim() ? { address: next, lat: null, lon: null } : null);
  };

  const onSelectionChange = (key: Key | null) => {
    setSelectedKey(key);
    if (key == null) return;
    const suggestion = items[Number(key)];
    if (!suggestion) return;
    setChosen(suggestion.address);
    setPicked(suggestion);
    setText(suggestion.address);
    emit({ address: suggestion.address, lat: suggestion.lat, lon: suggestion.lon });
  };

  const emptyState = () => (
    <p className="px-3 py-2 text-sm text-slate-700">
      {loading ? t('address.searching') : query.isError ? t('address.unavailable') : t('address.no_results')}
    </p>
  );

  return (
    <div className="flex flex-col gap-3">
      <ComboBox
        inputValue={text}
        onInputChange={onInputChange}
        selectedKey={selectedKey}
        onSelectionChange={onSelectionChange}
        items={items.map((r, i) => ({ id: String(i), ...r }))}
        allowsCustomValue
        allowsEmptyCollection={pending}
        menuTrigger="input"
        isRequired={isRequired}
        isInvalid={!!error}
        validationBehavior="aria"
        className="flex flex-col gap-1"
      >
        <FieldLabel label={label} isRequired={isRequired} />
        <div className="relative">
          <Input
            placeholder={t('address.placeholder')}
            autoComplete="off"
            className={cx(fieldInputClass, 'pe-10')}
          />
          {loading && <Spinner size="sm" label={t('address.searching')} className="absolute end-3 top-3.5" />}
        </div>
        <FieldMessages description={description} error={error} />
        <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-lg border border-slate-300 bg-white p-1 shadow-lg">
          <ListBox className="outline-none" renderEmptyState={emptyState}>
            {(r: GeocodeResult & { id: string }) => (
              <ListBoxItem
                id={r.id}
                textValue={r.address}
                className={cx(
                  'cursor-pointer rounded-md px-3 py-2 text-start outline-none',
                  'data-[focused]:bg-harbour-100 data-[selected]:font-semibold',
                )}
              >
                {r.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <p
        role="status"
        className={warning ? 'rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900' : 'sr-only'}
      >
        {warning}
      </p>
      {showMap && <PinMap value={value} onChange={emit} label={label} />}
    </div>
  );
}

/** The map under the field, in its own chunk so a form's first paint does not wait for Leaflet. */
function PinMap({ value, onChange, label }: Pick<AddressFieldProps, 'value' | 'onChange' | 'label'>) {
  const { t } = useTranslation('vivalinks');
  const { data: config } = useClientConfig();
  const helpId = useId();
  const point = value && value.lat != null && value.lon != null ? { lat: value.lat, lon: value.lon } : null;
  return (
    <div className="flex flex-col gap-1">
      <Suspense
        fallback={
          <div className="flex h-56 items-center justify-center rounded-lg border border-slate-200 bg-slate-50">
            <Spinner size="sm" />
          </div>
        }
      >
        <AddressMap
          point={point}
          tileUrl={config?.mapTileUrl ?? ''}
          label={t('address.map_label', { field: label })}
          pinLabel={t('address.pin_label')}
          describedBy={helpId}
          onMove={(lat, lon) => onChange({ address: value?.address ?? '', lat, lon })}
        />
      </Suspense>
      <p id={helpId} className="text-sm text-slate-600">
        {t('address.map_help')}
      </p>
      <p aria-live="polite" className="text-sm text-slate-700">
        {point
          ? t('address.pin_at', { lat: point.lat.toFixed(5), lon: point.lon.toFixed(5) })
          : t('address.pin_not_set')}
      </p>
    </div>
  );
}
