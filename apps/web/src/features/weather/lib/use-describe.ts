import { useTranslation } from 'react-i18next';
import type { WeatherCondition } from '@harbour/shared';

/** The text of a condition: the provider's own words, or the catalogue's for a `description_key`. */
export function useDescribe(): (condition: WeatherCondition) => string {
  const { t } = useTranslation('weather');
  return (c) => (c.description_key ? t(c.description_key) : c.description);
}
