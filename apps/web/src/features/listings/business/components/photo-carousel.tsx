import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';

/** Only the images this close to the shown one are loaded (the listing screens). */
export const CAROUSEL_LOAD_WINDOW = 2;

export function PhotoCarousel({ urls, name }: { urls: string[]; name: string }) {
  const { t } = useTranslation('vivalinks');
  const [active, setActive] = useState(0);
  const count = urls.length;
  const current = count ? Math.min(active, count - 1) : 0;
  if (count === 0) {
    return (
      <div className="flex aspect-video w-full items-center justify-center rounded-lg bg-slate-100 text-slate-600">
        {t('preview.no_photo')}
      </div>
    );
  }
  const go = (step: number) => setActive((current + step + count) % count);
  return (
    <section
      aria-roledescription={t('preview.carousel')}
      aria-label={t('preview.photos_of', { name })}
      className="flex flex-col gap-2"
    >
      <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-slate-100">
        {urls.map((url, i) =>
          Math.abs(i - current) <= CAROUSEL_LOAD_WINDOW ? (
            <img
              key={url}
              src={url}
              alt={t('preview.photo_n', { n: i + 1, total: count })}
              hidden={i !== current}
              className="absolute inset-0 size-full object-cover"
              data-testid="carousel-image"
            />
          ) : null,
        )}
      </div>
      {count > 1 && (
        <div className="flex items-center justify-between gap-2">
          <Button variant="secondary" size="sm" onPress={() => go(-1)}>
            <span aria-hidden="true">‹</span>
            {t('preview.previous')}
          </Button>
          <span aria-live="polite" className="text-sm text-slate-700">
            {t('preview.position', { n: current + 1, total: count })}
          </span>
          <Button variant="secondary" size="sm" onPress={() => go(1)}>
            {t('preview.next')}
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      )}
    </section>
  );
}
