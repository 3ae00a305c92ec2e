import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { GeocodeResult } from '@harbour/shared';
import { envelope, mockApi, setupAppTests, type Call } from '@/test/app-harness';
import type { ListingPlace } from '../lib/listing-place';
import { AddressField, type AddressValue } from './address-field';

setupAppTests();
beforeAll(() => i18next.loadNamespaces('vivalinks'));

const RESULTS: GeocodeResult[] = [
  {
    label:
      'Confederation Centre of the Arts, 145 Richmond Street, Charlottetown, Prince Edward Island C1A 1J1',
    address: '145 Richmond Street, Charlottetown, Prince Edward Island C1A 1J1',
    lat: 46.2353383,
    lon: -63.1263153,
    city_id: 12,
    province_id: 1,
  },
  {
    label: 'Richmond Street, Charlottetown, Prince Edward Island C1A 1J7',
    address: 'Richmond Street, Charlottetown, Prince Edward Island C1A 1J7',
    lat: 46.2364112,
    lon: -63.1282414,
    city_id: 12,
    province_id: 1,
  },
];

/** Answers RESULTS to a query containing "rich", nothing otherwise. */
const geocodeRoute = (call: Call) => {
  const q = new URLSearchParams(call.search).get('q') ?? '';
  return envelope({ results: q.toLowerCase().includes('rich') ? RESULTS : [] });
};

function Harness({
  onChange,
  showMap = false,
  place,
}: {
  onChange: (v: AddressValue | null) => void;
  showMap?: boolean;
  place?: ListingPlace;
}) {
  const [value, setValue] = useState<AddressValue | null>(null);
  return (
    <AddressField
      label="Address"
      value={value}
      showMap={showMap}
      isRequired
      place={place}
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
    />
  );
}

function renderField(showMap = false, place?: ListingPlace) {
  const onChange = vi.fn<(v: AddressValue | null) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness onChange={onChange} showMap={showMap} place={place} />
    </QueryClientProvider>,
  );
  return { onChange, input: screen.getByRole('combobox', { name: /Address/ }) };
}

describe('AddressField', () => {
  it('shows the suggestions of GET /api/web/geocode once typing pauses, from the third character', async () => {
    const api = mockApi({ 'GET /api/web/geocode': geocodeRoute });
    const { input } = renderField();
    const user = userEvent.setup();
    await user.type(input, 'Ri');
    await new Promise((r) => setTimeout(r, 400));
    expect(api.to('GET /api/web/geocode')).toHaveLength(0);

    // keystrokes closer together than the pause: one request, for the whole word
    for (const value of ['Ric', 'Rich', 'Richm', 'Richmo', 'Richmon', 'Richmond']) {
      fireEvent.change(input, { target: { value } });
    }
    // the list opens at once, searching, then holds the answer
    expect(
      within(await screen.findByRole('listbox')).getByText('Searching for addresses…'),
    ).toBeInTheDocument();
    await screen.findByRole('option', { name: RESULTS[0]!.label });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(RESULTS.map((r) => r.label));
    const calls = api.to('GET /api/web/geocode');
    expect(calls).toHaveLength(1);
    expect(new URLSearchParams(calls[0]!.search).get('q')).toBe('Richmond');
    expect(calls[0]!.headers.language).toBe('en');
  });

  it('gives the address and its point when a suggestion is chosen with the keyboard', async () => {
    mockApi({ 'GET /api/web/geocode': geocodeRoute });
    const { input, onChange } = renderField();
    const user = userEvent.setup();
    await user.type(input, 'Richmond');
    await screen.findByRole('option', { name: RESULTS[1]!.label });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      address: RESULTS[1]!.address,
      lat: RESULTS[1]!.lat,
      lon: RESULTS[1]!.lon,
    });
    expect(input).toHaveValue(RESULTS[1]!.address);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    // editing the chosen address keeps the new text, without the old point
    await user.type(input, ', Unit 2');
    expect(onChange).toHaveBeenLastCalledWith({
      address: `${RESULTS[1]!.address}, Unit 2`,
      lat: null,
      lon: null,
    });
    await user.keyboard('{Backspace}2');
    expect(onChange).toHaveBeenLastCalledWith({
      address: `${RESULTS[1]!.address}, Unit 2`,
      lat: null,
      lon: null,
    });
  });

  it("asks for the listing's place first and warns, without blocking, of an address outside its cities", async () => {
    const stJohns: GeocodeResult = {
      label: "Water Street, St. John's, Newfoundland and Labrador",
      address: "Water Street, St. John's, Newfoundland and Labrador",
      lat: 47.56,
      lon: -52.71,
      city_id: 31,
      province_id: 3,
    };
    const summerside: GeocodeResult = {
      ...RESULTS[0]!,
      address: '1 Water Street, Summerside',
      label: '1 Water Street, Summerside',
      city_id: 11,
    };
    const api = mockApi({
      'GET /api/web/geocode': envelope({ results: [summerside, RESULTS[0]!, stJohns] }),
    });
    const { input, onChange } = renderField(false, { provinceId: 1, cityIds: [12] });
    const user = userEvent.setup();
    await user.type(input, 'Water');
    await screen.findByRole('option', { name: stJohns.label });
    const params = new URLSearchParams(api.to('GET /api/web/geocode').at(-1)!.search);
    expect([params.get('provinceId'), params.get('cityId')]).toEqual(['1', '12']);

    await user.click(screen.getByRole('option', { name: stJohns.label }));
    expect(onChange).toHaveBeenLastCalledWith({
      address: stJohns.address,
      lat: stJohns.lat,
      lon: stJohns.lon,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This address is not in Prince Edward Island, the province you chose for this listing. Please check it.',
    );

    // in the province but in another of its cities
    await user.clear(input);
    await user.type(input, 'Water');
    await user.click(await screen.findByRole('option', { name: summerside.label }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'This address is not in the listing’s cities (Charlottetown). Please check it.',
    );

    // one of its cities: no warning
    await user.clear(input);
    await user.type(input, 'Water');
    await user.click(await screen.findByRole('option', { name: RESULTS[0]!.label }));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('gives the point of a suggestion chosen with the pointer', async () => {
    mockApi({ 'GET /api/web/geocode': geocodeRoute });
    const { input, onChange } = renderField();
    const user = userEvent.setup();
    await user.type(input, 'Richmond');
    await user.click(await screen.findByRole('option', { name: /Confederation Centre/ }));
    expect(onChange).toHaveBeenLastCalledWith({
      address: RESULTS[0]!.address,
      lat: 46.2353383,
      lon: -63.1263153,
    });
  });

  it('keeps the typed text as the address, without a point, when nothing is chosen', async () => {
    mockApi({ 'GET /api/web/geocode': geocodeRoute });
    const { input, onChange } = renderField();
    const user = userEvent.setup();
    await user.type(input, '9 Nowhere Lane');
    expect(await screen.findByText('No matching address. What you typed is kept.')).toBeInTheDocument();
    await user.tab();
    expect(input).toHaveValue('9 Nowhere Lane');
    expect(onChange).toHaveBeenLastCalledWith({ address: '9 Nowhere Lane', lat: null, lon: null });

    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows a value given from outside, such as a restored draft', async () => {
    mockApi({ 'GET /api/web/geocode': geocodeRoute });
    const client = new QueryClient();
    const value = { address: '12 Main Street, Cornwall', lat: 46.22, lon: -63.21 };
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <AddressField label="Address" value={null} onChange={() => {}} showMap={false} />
      </QueryClientProvider>,
    );
    rerender(
      <QueryClientProvider client={client}>
        <AddressField label="Address" value={value} onChange={() => {}} showMap={false} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('combobox', { name: 'Address' })).toHaveValue('12 Main Street, Cornwall');
  });

  it('says so when suggestions are unavailable, and keeps the text', async () => {
    mockApi({
      'GET /api/web/geocode': { status: 500, json: envelope(null, false, 'Something went wrong!') },
    });
    const { input, onChange } = renderField();
    const user = userEvent.setup();
    await user.type(input, 'Richmond');
    expect(await screen.findByText(/Address suggestions are not available right now/)).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ address: 'Richmond', lat: null, lon: null });
  });

  it('shows a map whose pin moves with the arrow keys and is kept with Enter', async () => {
    mockApi({ 'GET /api/web/geocode': geocodeRoute });
    const { input, onChange } = renderField(true);
    const user = userEvent.setup();
    expect(
      await screen.findByText('The pin is not placed yet: choose a suggestion or place the pin on the map.'),
    ).toBeInTheDocument();
    await user.type(input, 'Richmond');
    await user.click(await screen.findByRole('option', { name: /Confederation Centre/ }));
    expect(await screen.findByText('Pin at latitude 46.23534, longitude -63.12632.')).toBeInTheDocument();

    const pin = await screen.findByRole('button', { name: 'Map pin. Use the arrow keys to move it.' });
    pin.focus();
    await user.keyboard('{ArrowUp}');
    const moved = onChange.mock.lastCall![0]!;
    expect(moved.address).toBe(RESULTS[0]!.address);
    expect(moved.lat).toBeGreaterThan(RESULTS[0]!.lat);
    expect(moved.lon).toBeCloseTo(RESULTS[0]!.lon, 4);

    // typing drops the point; Enter on the pin keeps it where it stands
    await user.type(input, ' A');
    expect(onChange.mock.lastCall![0]).toMatchObject({ lat: null, lon: null });
    expect(await screen.findByText(/The pin is not placed yet/)).toBeInTheDocument();
    pin.focus();
    await user.keyboard('{Enter}');
    expect(onChange.mock.lastCall![0]).toEqual({
      address: `${RESULTS[0]!.address} A`,
      lat: moved.lat,
      lon: moved.lon,
    });
  });
});
