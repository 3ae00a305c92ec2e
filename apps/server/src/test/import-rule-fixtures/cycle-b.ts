// A file cycle for tests/lint/import-rules.test.ts (ignored by `npm run lint`, never imported).
import { a } from './cycle-a.js';

export const b = (): string => `b${a.length}`;
