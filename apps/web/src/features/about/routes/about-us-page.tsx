import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton, PageTitle } from '@/components/ui';
import { useStories } from '../api/our-story';
import { useContentPage } from '../api/content-page';
import { useSponsors } from '../api/sponsors';
import { useTeam } from '../api/team';
import { AboutTabs } from '../components/about-tabs';
import { ContactForm } from '../components/contact-form';
import { ContentSections } from '../components/content-sections';
import { MemberCard } from '../components/member-card';
import { OrgContact } from '../components/org-contact';
import { QueryView } from '../components/query-view';
import { SponsorList } from '../components/sponsor-list';

const TEAM_PREVIEW = 6;

/** /about-us: who we are (team, story, sponsors) and what we do (services, terms and privacy, values, contact). */
export function Component() {
  const { t } = useTranslation('about');
  return (
    <div className="flex flex-col gap-10">
      <PageTitle title={t('about.title')} subtitle={t('about.subtitle')} className="mb-0" />
      <section aria-labelledby="who-title" className="flex flex-col gap-3">
        <h2 id="who-title" className="text-2xl font-bold text-harbour-900">
          {t('about.who_label')}
        </h2>
        <AboutTabs
          label={t('about.who_label')}
          tabs={[
            { id: 'team', label: t('about.tab_team'), content: <TeamTab /> },
            { id: 'story', label: t('about.tab_story'), content: <StoryTab /> },
            { id: 'sponsors', label: t('about.tab_sponsors'), content: <SponsorsTab /> },
          ]}
        />
      </section>
      <section aria-labelledby="what-title" className="flex flex-col gap-3">
        <h2 id="what-title" className="text-2xl font-bold text-harbour-900">
          {t('about.what_label')}
        </h2>
        <AboutTabs
          label={t('about.what_label')}
          tabs={[
            { id: 'services', label: t('about.tab_services'), content: <PageTab slug="our-services" /> },
            { id: 'terms', label: t('about.tab_terms'), content: <PageTab slug="terms-and-privacy" /> },
            {
              id: 'values',
              label: t('about.tab_values'),
              content: (
                <PageTab
                  slug="principles-and-values"
                  more={{ to: '/principles-and-values', label: t('about.see_values') }}
                />
              ),
            },
            { id: 'contact', label: t('about.tab_contact'), content: <ContactTab /> },
          ]}
        />
      </section>
    </div>
  );
}

function TeamTab() {
  const { t } = useTranslation('about');
  const team = useTeam();
  return (
    <QueryView query={team} errorText={t('load_error')}>
      {(members) => (
        <div className="flex flex-col items-start gap-4">
          <ul className="grid w-full gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {members.slice(0, TEAM_PREVIEW).map((m) => (
              <li key={m.index}>
                <MemberCard member={m} />
              </li>
            ))}
          </ul>
          <LinkButton to="/team" variant="secondary">
            {t('about.see_team')}
          </LinkButton>
        </div>
      )}
    </QueryView>
  );
}

function StoryTab() {
  const { t } = useTranslation('about');
  const stories = useStories();
  return (
    <QueryView query={stories} errorText={t('load_error')}>
      {(list) => (
        <div className="flex flex-col items-start gap-4">
          <ol className="flex list-decimal flex-col gap-2 ps-6">
            {list.map((s) => (
              <li key={s.id}>
                <Link
                  to={`/our-story/${s.id}`}
                  dir="auto"
                  className="font-semibold text-harbour-700 underline underline-offset-4"
                >
                  {s.title}
                </Link>
              </li>
            ))}
          </ol>
          <LinkButton to="/our-story" variant="secondary">
            {t('about.see_story')}
          </LinkButton>
        </div>
      )}
    </QueryView>
  );
}

function SponsorsTab() {
  const { t } = useTranslation('about');
  const sponsors = useSponsors();
  return (
    <QueryView query={sponsors} errorText={t('load_error')}>
      {(list) => (
        <div className="flex flex-col items-start gap-4">
          <SponsorList sponsors={list} />
          <LinkButton to="/sponsors" variant="secondary">
            {t('about.see_sponsors')}
          </LinkButton>
        </div>
      )}
    </QueryView>
  );
}

function PageTab({ slug, more }: { slug: string; more?: { to: string; label: string } }) {
  const { t } = useTranslation('about');
  const page = useContentPage(slug);
  return (
    <QueryView query={page} errorText={t('load_error')}>
      {(p) => (
        <div className="flex flex-col items-start gap-4">
          <h3 dir="auto" className="text-xl font-bold text-harbour-900">
            {p.title}
          </h3>
          <ContentSections page={p} linkText={t('about.open')} />
          {more && (
            <LinkButton to={more.to} variant="secondary">
              {more.label}
            </LinkButton>
          )}
        </div>
      )}
    </QueryView>
  );
}

function ContactTab() {
  const { t } = useTranslation('about');
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <div className="flex flex-col gap-3">
        <h3 className="text-xl font-bold text-harbour-900">{t('contact.quick_title')}</h3>
        <p className="text-slate-700">{t('about.contact_text')}</p>
        <ContactForm variant="small" />
      </div>
      <div className="flex flex-col items-start gap-4">
        <OrgContact />
        <LinkButton to="/contact-us" variant="secondary">
          {t('about.contact_button')}
        </LinkButton>
      </div>
    </div>
  );
}
