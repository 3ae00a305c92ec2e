import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LANGUAGES } from '@harbour/i18n';
import { apiData } from '@/lib/api-client';

const SettingsPopover = lazy(() =>
  import('./settings-popover').then((m) => ({ default: m.SettingsPopover })),
);

const COMPANY = [
  { to: '/about-us', key: 'footer.about' },
  { to: '/our-services', key: 'landing.services' },
  { to: '/products', key: 'landing.products' },
  { to: '/rentanoffice', key: 'landing.rent_office' },
  { to: '/contact-us', key: 'footer.contact' },
] as const;
const SECURITY = [
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/terms-and-conditions', key: 'footer.terms' },
  { to: '/terms-of-service-nupost', key: 'landing.nupost_terms' },
] as const;
const SOCIAL = [
  { href: 'https://www.facebook.com/harbournewcomers', name: 'Facebook' },
  { href: 'https://www.instagram.com/harbournewcomers', name: 'Instagram' },
  { href: 'https://www.linkedin.com/company/harbournewcomers', name: 'LinkedIn' },
  { href: 'https://www.youtube.com/@harbournewcomers', name: 'YouTube' },
] as const;

const link = 'underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2';

/** The organisation's postal address (setting org_address of contact_us). */
function useOrgAddress() {
  return useQuery({
    queryKey: ['settings', 'contact_us', 'org_address'],
    queryFn: async () =>
      (
        await apiData<{ value: string }>('/api/web/settings', {
          query: { settingType: 'org_address', category: 'contact_us' },
        })
      ).value,
    staleTime: 60 * 60_000,
  });
}

function LinkList({
  title,
  id,
  links,
}: {
  title: string;
  id: string;
  links: readonly { to: string; key: string }[];
}) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-sm font-bold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul className="flex flex-col gap-1.5">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={link}>
              {t(l.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer of the public pages: address, company and security links, language, social links. */
export function LandingFooter() {
  const { t, i18n } = useTranslation();
  const address = useOrgAddress();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const languageRef = useRef<HTMLButtonElement>(null);
  const current = LANGUAGES.find((l) => l.tag === i18n.resolvedLanguage) ?? LANGUAGES[0];

  return (
    <footer className="mt-16 bg-harbour-900 text-harbour-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">{t('landing.address')}</h2>
          <address dir="auto" className="not-italic">
            {address.data ?? (address.isError ? t('footer.address') : t('loading'))}
          </address>
          <button
            ref={languageRef}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => {
              setUsed(true);
              setOpen((o) => !o);
            }}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-lg border border-harbour-300 px-4 font-semibold hover:bg-harbour-800 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {t('landing.language', { language: current?.nativeName ?? 'English' })}
          </button>
        </div>
        <LinkList title={t('landing.company')} id="landing-footer-company" links={COMPANY} />
        <LinkList title={t('landing.security')} id="landing-footer-security" links={SECURITY} />
        <div>
          <h2
            id="landing-footer-social"
            className="mb-2 text-sm font-bold tracking-wide text-white uppercase"
          >
            {t('landing.follow')}
          </h2>
          <ul aria-labelledby="landing-footer-social" className="flex flex-col gap-1.5">
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className={link}>
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-8 text-sm text-harbour-100">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
      <Suspense fallback={null}>
        {used && <SettingsPopover triggerRef={languageRef} isOpen={open} onOpenChange={setOpen} />}
      </Suspense>
    </footer>
  );
}
