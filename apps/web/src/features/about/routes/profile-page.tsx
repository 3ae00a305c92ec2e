import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert, LinkButton, PageTitle } from '@/components/ui';
import { useTeamMember } from '../api/team-member';
import { MemberPhoto } from '../components/member-photo';
import { QueryView } from '../components/query-view';

/** /profile/{index}: one team member's story. */
export function Component() {
  const { t } = useTranslation('about');
  const { index = '' } = useParams();
  const member = useTeamMember(index);
  const back = (
    <LinkButton to="/team" variant="secondary">
      {t('team.back')}
    </LinkButton>
  );
  const missing = (
    <div className="flex flex-col items-start gap-4">
      <PageTitle title={t('team.title')} />
      <Alert tone="info">{t('team.not_found')}</Alert>
      {back}
    </div>
  );
  return (
    <QueryView query={member} errorText={t('load_error')} notFound={{ key: 'team.not_found', node: missing }}>
      {(m) => (
        <article className="flex flex-col gap-6">
          <div className="flex flex-col items-start gap-6 sm:flex-row sm:items-center">
            <MemberPhoto name={m.name} src={m.image} alt={t('team.photo_alt', { name: m.name })} large />
            <PageTitle title={m.name} subtitle={m.position} className="mb-0" dir="auto" />
          </div>
          {m.title && (
            <h2 dir="auto" className="text-2xl font-bold text-harbour-900">
              {m.title}
            </h2>
          )}
          <p dir="auto" className="max-w-3xl text-lg text-slate-700">
            {m.description ?? m.short_description}
          </p>
          <div>{back}</div>
        </article>
      )}
    </QueryView>
  );
}
