import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { firstScreenBoot } from './first-screen-boot.js';

interface FakeElement {
  tag: string;
  rel?: string;
  as?: string;
  href?: string;
  src?: string;
  type?: string;
  crossOrigin?: string;
}

/** Runs the boot script against a head with these metas; `failAt` makes the n-th append throw. */
function boot(preloads: string[], failAt = -1) {
  const appended: { element: FakeElement; task: number }[] = [];
  const timers: (() => void)[] = [];
  let task = 0;
  const metas: Record<string, string> = {
    'preload-after-paint': preloads.join(','),
    'app-entry': '/assets/index-abc.js',
  };
  const window: { harbourPreloadsAdded?: Promise<void> } = {};
  const document = {
    querySelector: (selector: string) => {
      const name = /name="([^"]+)"/.exec(selector)?.[1] ?? '';
      return name in metas ? { content: metas[name] } : null;
    },
    createElement: (tag: string): FakeElement => ({ tag }),
    head: {
      append: (element: FakeElement) => {
        if (appended.length === failAt) {
          failAt = -1;
          throw new Error('append failed');
        }
        appended.push({ element, task });
      },
    },
  };
  vm.runInNewContext(firstScreenBoot.identity.toString(), {
    window,
    document,
    requestAnimationFrame: (callback: () => void) => timers.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  /** runs every pending task, each as its own task */
  const runTasks = () => {
    while (timers.length > 0) {
      task++;
      timers.shift()!();
    }
  };
  return { appended, window, runTasks };
}

const modules = (n: number) => Array.from({ length: n }, (_, i) => `module /assets/chunk-${i}.js`);

describe('the first screen boot script', () => {
  it('starts the entry first, then adds the preloads a few per task, then says they are all added', async () => {
    const { appended, window, runTasks } = boot([...modules(14), 'fetch /api/getVersion']);
    let added = false;
    void window.harbourPreloadsAdded!.then(() => (added = true));
    runTasks();
    await Promise.resolve();
    expect(added).toBe(true);
    expect(appended[0]!.element).toMatchObject({
      tag: 'script',
      type: 'module',
      src: '/assets/index-abc.js',
    });
    const links = appended.slice(1);
    expect(links).toHaveLength(15);
    expect(links[0]!.element).toMatchObject({ rel: 'modulepreload', href: '/assets/chunk-0.js' });
    expect(links[14]!.element).toMatchObject({ rel: 'preload', as: 'fetch', href: '/api/getVersion' });
    const perTask = new Map<number, number>();
    for (const l of links) perTask.set(l.task, (perTask.get(l.task) ?? 0) + 1);
    expect(Math.max(...perTask.values())).toBeLessThanOrEqual(6);
    expect(perTask.size).toBe(3);
  });

  it('lets the app start even when adding a preload fails', async () => {
    const { appended, window, runTasks } = boot(modules(10), 3);
    let added = false;
    void window.harbourPreloadsAdded!.then(() => (added = true));
    expect(() => runTasks()).toThrow('append failed');
    runTasks();
    await Promise.resolve();
    expect(added).toBe(true);
    expect(appended.length).toBeGreaterThan(5);
  });
});
