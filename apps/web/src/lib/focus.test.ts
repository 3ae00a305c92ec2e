import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusWhenPresent } from './focus';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('focusWhenPresent', () => {
  it('focuses the element once it appears, making it focusable by script only', async () => {
    const root = document.createElement('main');
    document.body.append(root);
    focusWhenPresent(root, 'h1');
    const h1 = document.createElement('h1');
    root.append(h1);
    await flush();
    expect(document.activeElement).toBe(h1);
    expect(h1.getAttribute('tabindex')).toBe('-1');
  });

  it('does not take focus back from a user who moved on while the page loaded', async () => {
    const root = document.createElement('main');
    const button = document.createElement('button');
    document.body.append(root, button);
    const onMissing = vi.fn();
    focusWhenPresent(root, 'h1', { onMissing, waitMs: 20 });
    button.focus();
    root.append(document.createElement('h1'));
    await flush();
    expect(document.activeElement).toBe(button);
    await new Promise((r) => setTimeout(r, 40));
    expect(onMissing).not.toHaveBeenCalled();
  });

  it('calls onMissing when nothing matched in time', async () => {
    const root = document.createElement('main');
    document.body.append(root);
    const onMissing = vi.fn();
    focusWhenPresent(root, 'h1', { onMissing, waitMs: 20 });
    await new Promise((r) => setTimeout(r, 40));
    expect(onMissing).toHaveBeenCalledOnce();
  });
});
