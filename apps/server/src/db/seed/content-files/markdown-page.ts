/**
 * A page as a translator edits it: front matter (`key: value` lines between `---`), the intro, then
 * one `## heading` per section, optionally followed by `<!-- link: URL -->`, then the section's text.
 * A value that starts with `"` is a JSON string (for one with a leading space or a `"`).
 */
export interface MarkdownPage {
  meta: Record<string, string>;
  intro: string;
  sections: { heading: string; text: string; link: string | null }[];
}

const LINK = /^<!-- link: (\S+) -->$/;

const metaValue = (value: string) => (/^\s|^"|\s$|\n/.test(value) ? JSON.stringify(value) : value);

export function writeMarkdownPage(page: MarkdownPage): string {
  const meta = Object.entries(page.meta).map(([key, value]) => `${key}: ${metaValue(value)}`);
  const sections = page.sections.map((s) =>
    [`## ${s.heading}`, ...(s.link ? [`<!-- link: ${s.link} -->`] : []), '', s.text].join('\n'),
  );
  return `${['---', ...meta, '---', '', page.intro, ...sections.map((s) => `\n${s}`)].join('\n')}\n`;
}

/** Throws a message naming the line that is not what the format expects. */
export function parseMarkdownPage(source: string): MarkdownPage {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  if (lines[0] !== '---') throw new Error('line 1: expected the front matter to start with ---');
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new Error('the front matter has no closing ---');
  const meta: Record<string, string> = {};
  lines.slice(1, end).forEach((line, i) => {
    const m = /^([A-Za-z][\w-]*):\s?(.*)$/.exec(line);
    if (!m) throw new Error(`line ${i + 2}: expected "key: value"`);
    const raw = m[2]!;
    meta[m[1]!] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  });
  const body = lines.slice(end + 1);
  const intro: string[] = [];
  const sections: MarkdownPage['sections'] = [];
  let current: { heading: string; link: string | null; lines: string[] } | null = null;
  const close = () => {
    if (current)
      sections.push({ heading: current.heading, link: current.link, text: trimBlank(current.lines) });
  };
  for (const line of body) {
    if (line.startsWith('## ')) {
      close();
      current = { heading: line.slice(3), link: null, lines: [] };
    } else if (current && current.lines.length === 0 && current.link === null && LINK.test(line)) {
      current.link = LINK.exec(line)![1]!;
    } else (current ? current.lines : intro).push(line);
  }
  close();
  return { meta, intro: trimBlank(intro), sections };
}

/** The lines joined, without the blank lines that separate the parts of the file. */
function trimBlank(lines: string[]): string {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start] === '') start++;
  while (end > start && lines[end - 1] === '') end--;
  return lines.slice(start, end).join('\n');
}
