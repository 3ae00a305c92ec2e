import 'react-easy-crop/react-easy-crop.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Cropper, { type Area } from 'react-easy-crop';
import { Alert, Button, Modal } from '@/components/ui';
import { cx } from '@/lib/cx';
import { CROP_ASPECT, cropToFile } from '../lib/crop-image';

/** Background colours behind a photo zoomed out below the frame (the listing form rules). */
export const CROP_BACKGROUNDS = [
  { id: 'white', color: '#ffffff' },
  { id: 'black', color: '#000000' },
  { id: 'grey', color: '#e2e8f0' },
  { id: 'navy', color: '#12324a' },
  { id: 'sand', color: '#f5e9d3' },
] as const;

export const CROP_ZOOM = { min: 0.1, max: 2, step: 0.01 } as const;

export interface CropDialogProps {
  /** Object URL of the chosen file; null closes the dialog. */
  imageUrl: string | null;
  fileName: string;
  onSave: (file: File) => void;
  onCancel: () => void;
}

/** Crops a chosen photo to 16:9 with zoom and a background colour; Save makes an 854×480 PNG. */
export function CropDialog({ imageUrl, fileName, onSave, onCancel }: CropDialogProps) {
  const { t } = useTranslation('vivalinks');
  return (
    <Modal
      isOpen={imageUrl != null}
      onOpenChange={(open) => !open && onCancel()}
      isDismissable={false}
      size="lg"
      title={t('photos.crop_title')}
    >
      {imageUrl != null && (
        <CropBody
          key={imageUrl}
          imageUrl={imageUrl}
          fileName={fileName}
          onSave={onSave}
          onCancel={onCancel}
        />
      )}
    </Modal>
  );
}

function CropBody({ imageUrl, fileName, onSave, onCancel }: CropDialogProps & { imageUrl: string }) {
  const { t } = useTranslation('vivalinks');
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [background, setBackground] = useState<string>(CROP_BACKGROUNDS[0].color);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState(false);
  // Opened from a file chooser after a failed Next, the dialog could open with focus left outside it;
  // once inside, the dialog's focus trap keeps it there.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dialog = root.current?.closest<HTMLElement>('[role="dialog"]');
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
  }, []);

  const save = async () => {
    setSaving(true);
    setError(false);
    try {
      onSave(await cropToFile(imageUrl, area, background, fileName));
    } catch {
      setError(true);
      setSaving(false);
    }
  };

  return (
    <div ref={root} className="flex flex-col gap-4">
      <div className="relative aspect-video w-full overflow-hidden rounded-lg" style={{ background }}>
        <Cropper
          image={imageUrl}
          crop={crop}
          zoom={zoom}
          aspect={CROP_ASPECT}
          minZoom={CROP_ZOOM.min}
          maxZoom={CROP_ZOOM.max}
          zoomSpeed={0.1}
          restrictPosition={false}
          objectFit="contain"
          disableAutomaticStylesInjection
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          style={{ containerStyle: { background } }}
          cropperProps={{ 'aria-label': t('photos.crop_area') }}
        />
      </div>
      <p className="text-sm text-slate-600">{t('photos.crop_help')}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={zoomId} className="text-sm font-semibold text-slate-800">
          {t('photos.zoom')}
        </label>
        <input
          id={zoomId}
          type="range"
          min={CROP_ZOOM.min}
          max={CROP_ZOOM.max}
          step={CROP_ZOOM.step}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
          aria-valuetext={`${Math.round(zoom * 100)}%`}
          className="w-full accent-harbour-600"
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-800">{t('photos.background')}</legend>
        <div className="flex flex-wrap gap-3">
          {CROP_BACKGROUNDS.map((b) => (
            <label key={b.id} className="cursor-pointer">
              <input
                type="radio"
                name={`${zoomId}-background`}
                value={b.color}
                checked={background === b.color}
                onChange={() => setBackground(b.color)}
                className="peer sr-only"
              />
              <span className="sr-only">{t(`photos.colors.${b.id}`)}</span>
              <span
                aria-hidden="true"
                title={t(`photos.colors.${b.id}`)}
                className={cx(
                  'block size-10 rounded-full border-2 border-slate-400 forced-color-adjust-none',
                  'forced-colors:peer-checked:ring-[Highlight] forced-colors:peer-focus-visible:outline-[CanvasText]',
                  'peer-checked:ring-4 peer-checked:ring-harbour-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--color-focus)]',
                )}
                style={{ background: b.color }}
              />
            </label>
          ))}
        </div>
      </fieldset>
      {error && <Alert tone="error">{t('photos.crop_failed')}</Alert>}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button onPress={() => void save()} isPending={saving}>
          {t('common.save')}
        </Button>
      </div>
    </div>
  );
}
