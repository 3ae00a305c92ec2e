import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Pager, type PagerLabels } from './pager';

const labels: PagerLabels = {
  nav: 'Pages',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: (p) => `Page ${p}`,
  status: (p, n) => `Page ${p} of ${n}`,
};

// Characters the browser draws mirrored in right-to-left text (Unicode Bidi_Mirrored): a CSS flip on top
// of them makes them point inward.
const MIRRORED = /[‹›«»<>()[\]{}]/;

afterEach(() => {
  cleanup();
  document.documentElement.dir = '';
});

function renderPager(dir: 'ltr' | 'rtl', showArrowLabels = false) {
  document.documentElement.dir = dir;
  return render(
    <MemoryRouter>
      <Pager
        page={3}
        pages={5}
        hrefOf={(p) => `/services?page=${p}`}
        labels={labels}
        showArrowLabels={showArrowLabels}
      />
    </MemoryRouter>,
  );
}

/** +1 when every chevron of the arrow opens towards the end of a left-to-right line, -1 towards the start. */
function pointing(link: HTMLElement): number {
  const svg = link.querySelector('svg');
  expect(svg, 'the arrow is drawn').not.toBeNull();
  const d = svg!.querySelector('path')!.getAttribute('d')!;
  const strokes = [...d.matchAll(/M[\d.]+ [\d.]+l(-?[\d.]+)/g)].map((m) => Math.sign(Number(m[1])));
  expect(strokes.length).toBeGreaterThan(0);
  expect(new Set(strokes).size).toBe(1);
  return strokes[0]!;
}

describe('Pager arrows', () => {
  it.each(['ltr', 'rtl'] as const)(
    'in %s, are drawn (no bidi-mirrored characters) and mirrored only by the page direction',
    (dir) => {
      renderPager(dir);
      const links = ['First page', 'Previous page', 'Next page', 'Last page'].map((name) =>
        screen.getByRole('link', { name }),
      );
      for (const link of links) {
        expect(link.textContent).not.toMatch(MIRRORED);
        const svg = link.querySelector('svg')!;
        expect(svg).toHaveAttribute('aria-hidden', 'true');
        // one flip, and only in right-to-left: the drawing itself never depends on the direction
        expect(
          svg
            .getAttribute('class')!
            .split(' ')
            .filter((c) => c.startsWith('rtl:')),
        ).toEqual(['rtl:-scale-x-100']);
      }
      const [first, previous, next, last] = links.map(pointing);
      expect([first, previous, next, last]).toEqual([-1, -1, 1, 1]);
      expect(links[0]).toHaveAttribute('href', '/services?page=1');
      expect(links[3]).toHaveAttribute('href', '/services?page=5');
    },
  );

  it('keeps drawn arrows beside the labels of previous and next', () => {
    renderPager('rtl', true);
    const previous = screen.getByRole('link', { name: 'Previous page' });
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(previous.textContent).toBe('Previous page');
    expect(next.textContent).toBe('Next page');
    expect(pointing(previous)).toBe(-1);
    expect(pointing(next)).toBe(1);
    expect(previous).toHaveAttribute('href', '/services?page=2');
    expect(next).toHaveAttribute('href', '/services?page=4');
  });
});
