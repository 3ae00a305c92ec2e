/*
 * Test support: a LibreTranslate stand-in (its real request and answer format) whose "translation" really
 * changes the words, so a test fails when something that must come back as written was sent unprotected:
 * every word is reversed, every digit becomes '#', emoji are dropped, '@' and '`' are rewritten. Only
 * `{n}` placeholders pass through, as real providers keep them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LANGUAGE_TAGS } from '@harbour/i18n';

const PLACEHOLDER = /(\{\d+\})/u;
const EMOJI =
  /\p{Extended_Pictographic}|\p{RI}|\p{Emoji_Modifier}|\u200D|\uFE0F|\u20E3|[\u{E0020}-\u{E007F}]/gu;

/** What the stand-in answers for `text` into `target`. */
export function changeWords(text: string, target: string): string {
  const changed = text
    .split(PLACEHOLDER)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(EMOJI, '')
            .replace(/[\p{L}\p{M}]{2,}/gu, (w) => [...w].reverse().join(''))
            .replace(/\p{Nd}/gu, '#')
            .replace(/@/g, ' (at) ')
            .replace(/`/g, "'"),
    )
    .join('');
  return `[${target}] ${changed}`;
}

export interface WordChangerStandIn {
  url: string;
  /** every translate request: its texts and languages */
  calls: { texts: string[]; source: string; target: string }[];
  /** the next translate requests are answered with these HTTP statuses, one each */
  fail(...statuses: number[]): void;
  /** while true, answers lose their first placeholder (a provider that mangles them) */
  mangle: boolean;
  close(): Promise<void>;
}

export async function startWordChangerStandIn(): Promise<WordChangerStandIn> {
  const failures: number[] = [];
  const standIn: WordChangerStandIn = {
    url: '',
    calls: [],
    fail: (...statuses) => failures.push(...statuses),
    mangle: false,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      if (req.method === 'GET' && path === '/languages') {
        return send(
          200,
          LANGUAGE_TAGS.map((code) => ({ code, name: code, targets: [...LANGUAGE_TAGS] })),
        );
      }
      if (req.method !== 'POST' || path !== '/translate') return send(404, { error: 'Not Found' });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        q: string[] | string;
        source: string;
        target: string;
      };
      const texts = Array.isArray(body.q) ? body.q : [body.q];
      standIn.calls.push({ texts, source: body.source, target: body.target });
      const status = failures.shift();
      if (status !== undefined) return send(status, { error: 'Service unavailable' });
      const translated = texts.map((t) => {
        const out = changeWords(t, body.target);
        return standIn.mangle ? out.replace(/\{\d+\}/u, '') : out;
      });
      send(200, { translatedText: translated });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
