import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { cx } from '@/lib/cx';

export const OFFICE_PHOTO_COUNT = 12;
const photos = Array.from(
  { length: OFFICE_PHOTO_COUNT },
  (_, i) => `/office/office-${String(i + 1).padStart(2, '0')}.svg`,
);
const SWIPE_PX = 40;

/** The 12 office pictures: previous/next buttons, dots, arrow keys (mirrored in right-to-left) and swipe. */
export function OfficeCarousel() {
  const { t, i18n } = useTranslation('office');
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const rtl = i18n.dir() === 'rtl';
  const go = (delta: number) => setIndex((i) => (i + delta + OFFICE_PHOTO_COUNT) % OFFICE_PHOTO_COUNT);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(rtl ? -1 : 1);
    else if (e.key === 'ArrowLeft') go(rtl ? 1 : -1);
    else if (e.key === 'Home') setIndex(0);
    else if (e.key === 'End') setIndex(OFFICE_PHOTO_COUNT - 1);
    else return;
    e.preventDefault();
  };
  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const dx = e.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) < SWIPE_PX) return;
    // swiping towards the start of the line shows the next picture
    go(dx < 0 !== rtl ? 1 : -1);
  };

  const n = index + 1;
  return (
    <section
      aria-roledescription={t('gallery.carousel')}
      aria-label={t('gallery.label')}
      className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div
        tabIndex={0}
        role="group"
        aria-roledescription={t('gallery.slide')}
        aria-label={t('gallery.position', { n, total: OFFICE_PHOTO_COUNT })}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        className="touch-pan-y select-none overflow-hidden rounded-xl outline-offset-2 focus-visible:outline-2 focus-visible:outline-harbour-700"
      >
        <img
          src={photos[index]}
          alt={t(`gallery.alt.${n}`)}
          width={800}
          height={500}
          draggable={false}
          className="aspect-[8/5] w-full bg-slate-100 object-cover"
        />
      </div>
      <div className="mt-3 flex items-center justify-between gap-3">
        <Button variant="secondary" size="sm" onPress={() => go(-1)} aria-label={t('gallery.previous')}>
          <span aria-hidden="true">{rtl ? '→' : '←'}</span>
        </Button>
        <p aria-live="polite" className="text-sm text-slate-700">
          {t('gallery.position', { n, total: OFFICE_PHOTO_COUNT })}
        </p>
        <Button variant="secondary" size="sm" onPress={() => go(1)} aria-label={t('gallery.next')}>
          <span aria-hidden="true">{rtl ? '←' : '→'}</span>
        </Button>
      </div>
      <ul className="mt-2 flex flex-wrap justify-center">
        {photos.map((_, i) => (
          <li key={i}>
            <button
              type="button"
              aria-label={t('gallery.show', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
              // a 24px target (WCAG 2.2 target size) around a 12px dot
              className="grid size-6 place-items-center rounded-full outline-offset-0 focus-visible:outline-2 focus-visible:outline-harbour-700"
            >
              <span
                aria-hidden="true"
                className={cx(
                  'size-3 rounded-full border border-harbour-700',
                  i === index ? 'bg-harbour-700' : 'bg-white',
                )}
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
