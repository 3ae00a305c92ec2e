// A file cycle for tests/lint/import-rules.test.ts (ignored by `npm run lint`, never imported).
import { b } from './cycle-b.js';

export const a = (): string => `a${b.length}`;
