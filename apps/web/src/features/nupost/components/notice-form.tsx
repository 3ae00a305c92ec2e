import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NUPOST_AUDIENCES,
  NUPOST_NOTICE_BODY_MAX,
  NUPOST_NOTICE_LINK_MAX,
  NUPOST_NOTICE_TITLE_MAX,
  type NupostAudience,
  type NupostNoticeDetail,
  type NupostNoticeDraft,
} from '@harbour/shared';
import { LANGUAGES } from '@harbour/i18n';
import { Alert, Button, Select, TextField } from '@/components/ui';
import { useCityName, useProvinceName } from '@/components/account/province-city-fields';
import { useMessage } from '@/lib/messages';
import { useProvinces } from '@/lib/provinces';
import { createNotice, noticesKey, updateNotice } from '../api/notices';
import { PictureField } from './picture-field';

interface Fields {
  title: string;
  body: string;
  link: string;
  picture: string;
  lang: string;
  kind: NupostAudience;
  provinceId: number | null;
  cityId: number | null;
}

function fieldsOf(notice: NupostNoticeDetail | null, lang: string): Fields {
  return {
    title: notice?.title ?? '',
    body: notice?.body ?? '',
    link: notice?.link ?? '',
    picture: notice?.picture ?? '',
    lang: notice?.lang ?? lang,
    kind: notice?.audience.kind ?? 'all',
    provinceId: notice?.audience.province_id ?? null,
    cityId: notice?.audience.city_id ?? null,
  };
}

/** Who receives it: every member, or those of a province, or of a city. */
function AudienceFields({ f, set }: { f: Fields; set: (patch: Partial<Fields>) => void }) {
  const { t } = useTranslation('nupost');
  const provinces = useProvinces();
  const provinceName = useProvinceName();
  const cityName = useCityName();
  const list = provinces.data ?? [];
  const province =
    list.find((p) => p.state_id === f.provinceId) ??
    list.find((p) => p.city_list.some((c) => c.city_id === f.cityId));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('business.form.audience')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {NUPOST_AUDIENCES.map((kind) => (
          <label key={kind} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="audience"
              value={kind}
              checked={f.kind === kind}
              onChange={() => set({ kind })}
              className="size-4 accent-harbour-600"
            />
            {t(`business.form.audience_${kind}`)}
          </label>
        ))}
      </div>
      {f.kind !== 'all' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Select
            label={t('business.form.province')}
            options={list.map((p) => ({ id: p.state_id, label: provinceName(p) }))}
            value={province?.state_id ?? null}
            onChange={(id) => set({ provinceId: id == null ? null : Number(id), cityId: null })}
          />
          {f.kind === 'city' && (
            <Select
              label={t('business.form.city')}
              isDisabled={!province}
              options={(province?.city_list ?? [])
                .filter((c) => !c.all_province)
                .map((c) => ({ id: c.city_id, label: cityName(c, province!) }))}
              value={f.cityId}
              onChange={(id) => set({ cityId: id == null ? null : Number(id) })}
            />
          )}
        </div>
      )}
    </fieldset>
  );
}

/** Writes a new notice or edits one not yet sent; saving keeps it as a draft. */
export function NoticeForm({
  notice,
  machineTranslation,
  onSaved,
  onCancel,
}: {
  notice: NupostNoticeDetail | null;
  /** false when the site has no translation provider: the help then says members read this language */
  machineTranslation: boolean;
  onSaved: (notice: NupostNoticeDetail) => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation('nupost');
  const tm = useMessage();
  const queryClient = useQueryClient();
  const [f, setFields] = useState(() => fieldsOf(notice, i18n.resolvedLanguage ?? 'en'));
  const set = (patch: Partial<Fields>) => setFields((old) => ({ ...old, ...patch }));
  const [uploading, setUploading] = useState(false);
  const save = useMutation({
    mutationFn: (draft: NupostNoticeDraft) => (notice ? updateNotice(notice.id, draft) : createNotice(draft)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: noticesKey });
      onSaved(saved);
    },
  });
  const complete =
    f.title.trim() !== '' &&
    f.body.trim() !== '' &&
    (f.kind !== 'province' || f.provinceId !== null) &&
    (f.kind !== 'city' || f.cityId !== null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!complete || uploading) return;
    save.mutate({
      title: f.title,
      body: f.body,
      link: f.link,
      picture: f.picture,
      lang: f.lang as NupostNoticeDraft['lang'],
      audience: { kind: f.kind, province_id: f.provinceId, city_id: f.cityId },
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Select
        label={t('business.form.lang')}
        description={
          machineTranslation ? t('business.form.lang_help') : t('business.form.lang_help_original')
        }
        options={LANGUAGES.map((l) => ({ id: l.tag, label: l.nativeName, lang: l.tag }))}
        value={f.lang}
        onChange={(id) => id && set({ lang: String(id) })}
      />
      <TextField
        label={t('business.form.title')}
        value={f.title}
        onChange={(title) => set({ title })}
        maxLength={NUPOST_NOTICE_TITLE_MAX}
        isRequired
      />
      <TextField
        label={t('business.form.body')}
        value={f.body}
        onChange={(body) => set({ body })}
        maxLength={NUPOST_NOTICE_BODY_MAX}
        multiline
        rows={6}
        isRequired
      />
      <TextField
        label={t('business.form.link')}
        description={t('business.form.link_help')}
        type="url"
        inputMode="url"
        value={f.link}
        onChange={(link) => set({ link })}
        maxLength={NUPOST_NOTICE_LINK_MAX}
      />
      <PictureField
        value={f.picture}
        saved={notice?.picture ?? null}
        onChange={(picture) => set({ picture })}
        onBusyChange={setUploading}
      />
      <AudienceFields f={f} set={set} />
      {save.isError && <Alert tone="error">{tm(save.error.message)}</Alert>}
      {!complete && <p className="text-sm text-slate-600">{t('business.form.complete_hint')}</p>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isDisabled={!complete || uploading} isPending={save.isPending}>
          {t('business.form.save')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            {t('business.form.discard')}
          </Button>
        )}
      </div>
    </form>
  );
}
