import { useTranslation } from 'react-i18next';
import {
  TRANSLATION_ADD_ONS,
  TRANSLATION_LANGUAGE_COUNTS,
  TRANSLATION_MINIMUM_FEE,
  TRANSLATION_MINIMUM_WORDS,
  TRANSLATION_RATES,
  type RateRow,
} from '@harbour/shared';
import { Card, LinkButton, PageTitle } from '@/components/ui';
import { formatNumber } from '@/lib/format';

/** Canadian dollars in the current language, always with cents and the plain $ sign ("$0.05", "0,05 $"). */
const price = (amount: number) =>
  formatNumber(amount, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  });

const cell = 'border-b border-slate-200 px-4 py-3 text-start';

/** /translation: the rates of the core constants and limits and a contact button to /about-us. */
export function Component() {
  const { t } = useTranslation('translation');
  const row = (label: string, values: RateRow, plus = false) => (
    <tr key={label}>
      <th scope="row" className={`${cell} font-semibold`}>
        {label}
      </th>
      {values.map((v, i) => (
        <td key={i} className={`${cell} tabular-nums`}>
          {plus ? t('plus', { price: price(v) }) : t('per_word', { price: price(v) })}
        </td>
      ))}
    </tr>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('title')} subtitle={t('subtitle')} className="mb-0" />
      <Card className="overflow-x-auto p-0 sm:p-0">
        <table className="w-full border-collapse text-base">
          <caption className="p-4 text-start text-lg font-bold text-harbour-900">
            {t('table_caption')}
          </caption>
          <thead className="bg-harbour-50">
            <tr>
              <th scope="col" className={cell}>
                {t('service')}
              </th>
              {TRANSLATION_LANGUAGE_COUNTS.map((n) => (
                <th key={n} scope="col" className={cell}>
                  {t('languages_count', { count: n })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row(t('subscribers'), TRANSLATION_RATES.subscribers)}
            {row(t('others'), TRANSLATION_RATES.others)}
            <tr>
              <th scope="rowgroup" colSpan={4} className={`${cell} bg-slate-50 font-bold text-harbour-900`}>
                {t('add_ons')}
              </th>
            </tr>
            {row(t('proofreading'), TRANSLATION_ADD_ONS.proofreading, true)}
            {row(t('formatting'), TRANSLATION_ADD_ONS.formatting, true)}
            {row(t('urgent'), TRANSLATION_ADD_ONS.urgent, true)}
            <tr>
              <th scope="row" className={`${cell} font-semibold`}>
                {t('complex')}
              </th>
              <td colSpan={3} className={cell}>
                {t('on_request')}
              </td>
            </tr>
          </tbody>
        </table>
      </Card>
      <p className="text-lg font-semibold text-slate-800">
        {t('minimum', {
          price: price(TRANSLATION_MINIMUM_FEE),
          words: formatNumber(TRANSLATION_MINIMUM_WORDS),
        })}
      </p>
      <Card className="flex flex-col items-start gap-3 border-sea-200 bg-sea-50">
        <p className="text-slate-800">{t('contact_text')}</p>
        <LinkButton to="/about-us">{t('contact_button')}</LinkButton>
      </Card>
    </div>
  );
}
