import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui';
import { MemberCard } from '../components/member-card';
import { useTeam } from '../api/team';
import { QueryView } from '../components/query-view';

/** /team: every member with name, position and short description. */
export function Component() {
  const { t } = useTranslation('about');
  const team = useTeam();
  return (
    <div>
      <PageTitle title={t('team.title')} subtitle={t('team.subtitle')} />
      <QueryView query={team} errorText={t('load_error')}>
        {(members) =>
          members.length === 0 ? (
            <p className="text-slate-700">{t('team.empty')}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {members.map((m) => (
                <li key={m.index}>
                  <MemberCard member={m} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}
