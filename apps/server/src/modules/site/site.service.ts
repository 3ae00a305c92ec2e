import type { ClientConfig, VersionData } from '@harbour/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { paymentProviderKind } from '../../providers/payments/index.js';
import * as repo from './site.repository.js';

export async function versionData(db: Db): Promise<VersionData> {
  const [langVersion, featureList] = await Promise.all([
    repo.findMeta(db, 'lang_version'),
    repo.listFeatures(db),
  ]);
  return { lang_version: langVersion ?? '1', feature_list: featureList };
}

/** The value of one setting, or 404 `setting_not_found`. */
export async function settingValue(db: Db, settingType: string, category: string): Promise<string> {
  const value = await repo.findSetting(db, settingType, category);
  if (value === null) throw notFound('setting_not_found');
  return value;
}

export function clientConfig(config: Config): ClientConfig {
  return {
    captchaEnabled: config.captcha.enabled,
    chatSiteUrl: config.chatSiteUrl,
    mapTileUrl: config.mapTileUrl,
    cardPayments: paymentProviderKind(config) !== 'none',
    weatherAvailable: config.weather.provider !== null,
  };
}
