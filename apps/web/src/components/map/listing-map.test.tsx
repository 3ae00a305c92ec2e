import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import ListingMap from './listing-map';

afterEach(cleanup);

describe('listing map and the Tab order', () => {
  it('a listing map is a named region, not a Tab stop of its own', () => {
    render(<ListingMap lat={46.23} lon={-63.13} label="Map showing where Maple Bakery is" tileUrl="" />);
    const region = screen.getByRole('region', { name: 'Map showing where Maple Bakery is' });
    const container = region.querySelector('.leaflet-container');
    expect(container).not.toBeNull();
    expect(container).not.toHaveAttribute('tabindex');
  });
});
