import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { Link } from 'react-router';
import { LANGUAGES, isLanguageTag } from '@harbour/i18n';
import { useProvinceName } from '@/components/account/province-city-fields';
import { LinkButton } from '@/components/ui';
import { findLocation, useProvinces } from '@/lib/provinces';
import { useSession } from '@/lib/session';

// Forced colours (Windows high contrast) drop the fill: the chosen language then keeps a Highlight fill.
const LANGUAGE_ITEM =
  'cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-start hover:bg-harbour-50 ' +
  'data-[selected]:border-harbour-600 data-[selected]:bg-harbour-600 data-[selected]:font-semibold data-[selected]:text-white ' +
  'forced-colors:data-[selected]:forced-color-adjust-none forced-colors:data-[selected]:border-[Highlight] ' +
  'forced-colors:data-[selected]:bg-[Highlight] forced-colors:data-[selected]:text-[HighlightText]';

export interface SettingsPopoverProps {
  triggerRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Language picker, current location (→ /select-province) and, for visitors, sign in / sign up. */
export function SettingsPopover({ triggerRef, isOpen, onOpenChange }: SettingsPopoverProps) {
  const { t, i18n } = useTranslation();
  const { user, provinceId, cityId, setLanguage } = useSession();
  const close = () => onOpenChange(false);

  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      offset={8}
      className="z-50 max-h-[calc(100dvh-var(--sticky-header-height,4rem)-1rem)] w-[min(24rem,calc(100vw-1rem))] overflow-auto rounded-2xl border border-slate-200 bg-white shadow-xl animate-fade-in"
    >
      <Dialog className="flex flex-col gap-5 p-5 outline-none">
        <Heading slot="title" className="text-lg font-bold text-harbour-900">
          {t('settings.title')}
        </Heading>

        {/*
          A list box, not radios: arrow keys move between the languages without switching the whole
          interface at each press; Enter, Space or a click chooses one.
        */}
        <div className="flex flex-col gap-2">
          <span id="settings-language" className="text-sm font-semibold text-slate-700">
            {t('settings.language')}
          </span>
          <ListBox
            aria-labelledby="settings-language"
            layout="grid"
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[i18n.resolvedLanguage ?? 'en']}
            onSelectionChange={(keys) => {
              const [tag] = keys === 'all' ? [] : [...keys];
              if (typeof tag === 'string' && isLanguageTag(tag) && tag !== i18n.resolvedLanguage) {
                void setLanguage(tag);
              }
            }}
            className="grid grid-cols-2 gap-1.5 outline-none"
          >
            {LANGUAGES.map((l) => (
              <ListBoxItem
                key={l.tag}
                id={l.tag}
                textValue={l.nativeName}
                lang={l.tag}
                dir={l.rtl ? 'rtl' : 'ltr'}
                // the popover scrolls, not the page: the focused language stays in sight
                onFocus={(e) => e.target.scrollIntoView?.({ block: 'nearest' })}
                className={LANGUAGE_ITEM}
              >
                {l.nativeName}
              </ListBoxItem>
            ))}
          </ListBox>
        </div>

        <section aria-labelledby="settings-location" className="flex flex-col gap-2">
          <h3 id="settings-location" className="text-sm font-semibold text-slate-700">
            {t('settings.location')}
          </h3>
          <LocationLink provinceId={provinceId} cityId={cityId} onNavigate={close} />
        </section>

        {!user && (
          <section className="flex flex-col gap-3 border-t border-slate-200 pt-4">
            <p className="text-sm text-slate-700">{t('settings.guest_prompt')}</p>
            <div className="flex flex-wrap gap-2">
              <LinkButton to="/login" onClick={close} size="sm">
                {t('settings.sign_in')}
              </LinkButton>
              <LinkButton to="/register" onClick={close} size="sm" variant="secondary">
                {t('settings.sign_up')}
              </LinkButton>
            </div>
          </section>
        )}
      </Dialog>
    </Popover>
  );
}

function LocationLink({
  provinceId,
  cityId,
  onNavigate,
}: {
  provinceId: number | null;
  cityId: number | null;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const provinceName = useProvinceName();
  const { data: provinces } = useProvinces();
  const { province, city } = findLocation(provinces, provinceId, cityId);
  let text = t('settings.choose_location');
  if (province && city) {
    text = city.all_province
      ? provinceName(province)
      : t('settings.location_value', { city: city.city_name, province: provinceName(province) });
  }
  return (
    <Link
      to="/select-province"
      onClick={onNavigate}
      className="flex items-center justify-between gap-3 rounded-lg border border-slate-300 px-3 py-2.5 font-semibold text-harbour-800 hover:bg-harbour-50"
    >
      <span className="flex items-center gap-2">
        <svg viewBox="0 0 24 24" className="size-5 shrink-0" aria-hidden="true" fill="currentColor">
          <path d="M12 2a7 7 0 00-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 00-7-7zm0 9.5A2.5 2.5 0 1112 6.5a2.5 2.5 0 010 5z" />
        </svg>
        {text}
      </span>
      {province && city && (
        <span className="text-sm font-normal text-harbour-700">{t('settings.change_location')}</span>
      )}
    </Link>
  );
}
