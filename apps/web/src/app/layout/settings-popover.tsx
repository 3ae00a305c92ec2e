import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Label, Popover, Radio, RadioGroup } from 'react-aria-components';
import { Link } from 'react-router';
import { LANGUAGES, isLanguageTag } from '@harbour/i18n';
import { useProvinceName } from '../../components/account/province-city-fields';
import { LinkButton } from '../../components/ui';
import { findLocation, useProvinces } from '../../lib/provinces';
import { useSession } from '../../lib/session';

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
      className="z-50 w-[min(24rem,calc(100vw-1rem))] overflow-auto rounded-2xl border border-slate-200 bg-white shadow-xl animate-fade-in"
    >
      <Dialog className="flex flex-col gap-5 p-5 outline-none">
        <Heading slot="title" className="text-lg font-bold text-harbour-900">
          {t('settings.title')}
        </Heading>

        <RadioGroup
          value={i18n.resolvedLanguage ?? 'en'}
          onChange={(tag) => {
            if (isLanguageTag(tag)) void setLanguage(tag);
          }}
          className="flex flex-col gap-2"
        >
          <Label className="text-sm font-semibold text-slate-700">{t('settings.language')}</Label>
          <div className="grid grid-cols-2 gap-1.5">
            {LANGUAGES.map((l) => (
              <Radio
                key={l.tag}
                value={l.tag}
                lang={l.tag}
                dir={l.rtl ? 'rtl' : 'ltr'}
                className="cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-start hover:bg-harbour-50 data-[selected]:border-harbour-600 data-[selected]:bg-harbour-600 data-[selected]:font-semibold data-[selected]:text-white"
              >
                {l.nativeName}
              </Radio>
            ))}
          </div>
        </RadioGroup>

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
