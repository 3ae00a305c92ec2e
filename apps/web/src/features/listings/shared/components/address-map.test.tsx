import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import AddressMap from './address-map';

afterEach(cleanup);

describe('address map and the Tab order', () => {
  it('the address map leaves one Tab stop: its pin, which the arrow keys move', () => {
    render(
      <>
        <p id="help">Use the arrow keys.</p>
        <AddressMap
          point={{ lat: 46.23, lon: -63.13 }}
          tileUrl=""
          label="Map of the address"
          pinLabel="Map pin"
          describedBy="help"
          onMove={() => {}}
        />
      </>,
    );
    const group = screen.getByRole('group', { name: 'Map of the address' });
    expect(group.querySelector('.leaflet-container')).not.toHaveAttribute('tabindex');
    const stops = [...group.querySelectorAll<HTMLElement>('[tabindex], a[href], button')].filter(
      (el) => el.tabIndex >= 0,
    );
    expect(stops.map((el) => el.getAttribute('aria-label') ?? el.textContent)).toEqual([
      'Map pin',
      'Zoom in',
      'Zoom out',
    ]);
  });
});
