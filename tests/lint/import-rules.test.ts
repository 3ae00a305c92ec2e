import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The repository's own eslint.config.js with one import rule only and no type information (so a file
 * that exists only in the test can be linted): what `npm run lint` reports on these imports.
 */
function importLinter(ruleId: string, ignore = true) {
  return new ESLint({
    cwd: root,
    ignore,
    overrideConfig: [
      tseslint.configs.disableTypeChecked,
      { languageOptions: { parserOptions: { projectService: false } } },
    ],
    ruleFilter: ({ ruleId: id }) => id === ruleId,
  });
}

const restrictedPaths = importLinter('import-x/no-restricted-paths');

/** The messages of `code` as if it were the file at `path` (relative to the repository). */
async function lint(path: string, code: string) {
  const [result] = await restrictedPaths.lintText(code, { filePath: `${root}/${path}` });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import rules of eslint.config.js', () => {
  it('fails a server import that points up a layer', async () => {
    expect(
      await lint('apps/server/src/lib/x.ts', "export { createDatabase } from '../db/client.js';"),
    ).toEqual([expect.stringContaining('The lib layer imports only itself')]);
    expect(
      await lint(
        'apps/server/src/plugins/x.ts',
        "export { billboard } from '../modules/content/content.service.js';",
      ),
    ).toEqual([expect.stringContaining('The plugins layer imports only')]);
    expect(
      await lint(
        'apps/server/src/db/seed/x.ts',
        "export { lookupsRoutes } from '../../modules/lookups/lookups.routes.js';",
      ),
    ).toEqual([expect.stringContaining('The seed layer imports only')]);
  });

  it('passes a server import that points down', async () => {
    expect(
      await lint('apps/server/src/plugins/x.ts', "export { createDatabase } from '../db/client.js';"),
    ).toEqual([]);
    expect(
      await lint(
        'apps/server/src/db/seed/x.ts',
        "export { upsertTranslations } from '../text-translations.js';",
      ),
    ).toEqual([]);
  });

  it("fails a module that imports another module's file, and passes one that imports its entry", async () => {
    const inWeather = 'apps/server/src/modules/weather/x.ts';
    expect(await lint(inWeather, "export { receiptNumber } from '../payments/receipt-mail.js';")).toEqual([
      expect.stringContaining('modules/<name>/index.ts'),
    ]);
    expect(await lint(inWeather, "export { receiptNumber } from '../payments/index.js';")).toEqual([]);
    expect(await lint(inWeather, "export { weatherRoutes } from './weather.routes.js';")).toEqual([]);
  });

  it('keeps the parts of features/listings apart: each imports itself and shared/ only', async () => {
    const inJob = 'apps/web/src/features/listings/job/x.ts';
    expect(await lint(inJob, "export * from '../business/components/hours-editor';")).toEqual([
      expect.stringContaining('A part of features/listings imports only itself and shared/'),
    ]);
    expect(await lint(inJob, "export * from '../shared/lib/hours';")).toEqual([]);
    const inShared = 'apps/web/src/features/listings/shared/x.ts';
    expect(await lint(inShared, "export * from '../job/lib/job-form';")).toEqual([
      expect.stringContaining('A part of features/listings imports only itself and shared/'),
    ]);
    expect(
      await lint('apps/web/src/features/listings/update/x.ts', "export * from '../job/lib/job-form';"),
    ).toEqual([]);
  });

  it('fails a web feature that imports another feature, or app/', async () => {
    const inEvents = 'apps/web/src/features/events/x.ts';
    expect(await lint(inEvents, "export * from '../directory/api/list';")).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
    expect(await lint(inEvents, "export * from '../../app/router';")).toEqual([
      expect.stringContaining('Features never import app/'),
    ]);
  });

  it('fails the same imports written with the @/ alias, and passes an alias that points down', async () => {
    const inEvents = 'apps/web/src/features/events/x.ts';
    expect(await lint(inEvents, "export * from '@/features/directory/api/list';")).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
    expect(await lint(inEvents, "export * from '@/app/router';")).toEqual([
      expect.stringContaining('Features never import app/'),
    ]);
    expect(
      await lint('apps/web/src/lib/x.ts', "export * from '@/features/events/api/event-calendar';"),
    ).toEqual([expect.stringContaining('components/ and lib/ sit below')]);
    expect(await lint(inEvents, "export * from '@/components/ui';")).toEqual([]);
    expect(await lint(inEvents, "export * from '@/features/events/api/event-calendar';")).toEqual([]);
  });

  it('fails a file cycle', async () => {
    const fixture = `${root}/apps/server/src/test/import-rule-fixtures/cycle-a.ts`;
    const [result] = await importLinter('import-x/no-cycle', false).lintFiles([fixture]);
    expect(result!.messages.map((m) => `${m.ruleId}: ${m.message}`)).toEqual([
      'import-x/no-cycle: Dependency cycle detected',
    ]);
  });
});
