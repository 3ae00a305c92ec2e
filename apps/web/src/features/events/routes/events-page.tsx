import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURED_EVENTS, type EventItem } from '@harbour/shared';
import { Alert, Button, Card, LinkButton, PageSpinner, PageTitle } from '@/components/ui';
import { useSession } from '@/lib/session';
import { useMessage } from '@/lib/messages';
import { useEventCalendar } from '../api/event-calendar';
import { EventCard } from '../components/event-card';
import { EventDetailModal } from '../components/event-detail-modal';
import { MonthCalendar } from '../components/month-calendar';
import { SignInPrompt } from '../components/sign-in-prompt';
import { eventsJsonLd } from '../lib/event-json-ld';
import { addMonths, currentMonth, isoDate, monthRange, type YearMonth } from '../lib/month';
import { useEventFormat } from '../lib/use-event-format';

interface CalendarProps {
  userId: number;
  provinceId: number;
  cityId: number | null;
}

function Calendar({ userId, provinceId, cityId }: CalendarProps) {
  const { t } = useTranslation('events');
  const tm = useMessage();
  const f = useEventFormat();
  const [month, setMonth] = useState<YearMonth>(() => currentMonth());
  const [open, setOpen] = useState<EventItem | null>(null);
  const query = useEventCalendar({ userId, provinceId, cityId, ...monthRange(month) });
  const label = f.month(month.year, month.month);
  const now = new Date();
  const today = isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
  const isCurrent = month.year === now.getFullYear() && month.month === now.getMonth() + 1;
  const events = query.data?.events ?? [];
  const featured = events.slice(0, FEATURED_EVENTS);
  const monthHeading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          ref={monthHeading}
          tabIndex={-1}
          className="text-2xl font-bold text-harbour-900"
          aria-live="polite"
        >
          {label}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onPress={() => setMonth((m) => addMonths(m, -1))}>
            <span aria-hidden="true">‹</span> {t('previous_month')}
          </Button>
          {!isCurrent && (
            <Button
              variant="ghost"
              size="sm"
              onPress={() => {
                setMonth(currentMonth());
                // The button goes away with the current month: focus moves to the month it shows.
                monthHeading.current?.focus();
              }}
            >
              {t('this_month')}
            </Button>
          )}
          <Button variant="secondary" size="sm" onPress={() => setMonth((m) => addMonths(m, 1))}>
            {t('next_month')} <span aria-hidden="true">›</span>
          </Button>
        </div>
      </div>

      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <Alert tone="error" title={t('error')}>
          <p>{tm(query.error.message)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onPress={() => void query.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </Alert>
      ) : (
        <>
          {events.length > 0 && (
            <script
              type="application/ld+json"
              // JSON-LD is a data block, never executed; eventsJsonLd escapes "<".
              dangerouslySetInnerHTML={{ __html: eventsJsonLd(events, window.location.href) }}
            />
          )}
          {featured.length > 0 && (
            <section aria-labelledby="featured-events">
              <h2 id="featured-events" className="mb-3 text-xl font-bold text-harbour-900">
                {t('featured')}
              </h2>
              <ul className="grid gap-4 md:grid-cols-2">
                {featured.map((e) => (
                  <li key={e.id}>
                    <EventCard event={e} featured onOpen={setOpen} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="overflow-x-auto">
            <MonthCalendar month={month} monthLabel={label} events={events} today={today} onOpen={setOpen} />
          </div>
          {events.length === 0 ? (
            <Alert>{t('empty')}</Alert>
          ) : (
            <section aria-labelledby="all-events">
              <h2 id="all-events" className="mb-3 text-xl font-bold text-harbour-900">
                {t('all_events', { month: label })}{' '}
                <span className="text-base font-normal text-slate-700">
                  ({t('event_count', { count: events.length })})
                </span>
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2">
                {events.map((e) => (
                  <li key={e.id}>
                    <EventCard event={e} onOpen={setOpen} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}

      {cityId !== null && (
        <Card className="flex flex-col gap-2">
          <a
            href={`/api/web/events/city/${cityId}.ics`}
            className="self-start rounded font-semibold text-harbour-700 underline underline-offset-4 hover:text-harbour-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harbour-600"
          >
            {t('subscribe')}
          </a>
          <p className="text-sm text-slate-700">{t('subscribe_hint')}</p>
        </Card>
      )}

      {open && <EventDetailModal event={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** /displayevents: the month calendar of the user's place (signed in only). */
export function Component() {
  const { t } = useTranslation('events');
  const session = useSession();
  let body;
  if (session.status === 'loading') body = <PageSpinner />;
  else if (!session.user) body = <SignInPrompt />;
  else if (session.provinceId === null)
    body = (
      <Card className="flex flex-col items-start gap-4">
        <p role="status">{t('choose_location')}</p>
        <LinkButton to="/select-province">{t('choose_location_button')}</LinkButton>
      </Card>
    );
  else
    body = (
      <Calendar
        key={`${session.user.id}-${session.provinceId}-${session.cityId}`}
        userId={session.user.id}
        provinceId={session.provinceId}
        cityId={session.cityId}
      />
    );
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      {body}
    </div>
  );
}
