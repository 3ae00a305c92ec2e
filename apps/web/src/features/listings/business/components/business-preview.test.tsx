import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, setupAppTests } from '@/test/app-harness';
import { defaultHours } from '@/features/listings/shared/lib/hours';
import { loadKitCatalogues, renderKit } from '@/test/kit-test-utils';
import { BusinessCardPreview, BusinessDetailPreview, type BusinessPreviewData } from './business-preview';
import { PhotoCarousel } from './photo-carousel';

setupAppTests();
loadKitCatalogues();

const urls = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `blob:${n}`);
const loaded = () => screen.getAllByTestId('carousel-image').map((img) => img.getAttribute('src'));

describe('business previews', () => {
  it('the carousel loads only the images within 2 of the shown one', async () => {
    const user = userEvent.setup();
    renderKit(<PhotoCarousel urls={urls} name="Island Bakery" />);
    expect(loaded()).toEqual(['blob:a', 'blob:b', 'blob:c']);
    expect(screen.getByRole('img', { name: 'Photo 1 of 6' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /next photo/i }));
    await user.click(screen.getByRole('button', { name: /next photo/i }));
    await user.click(screen.getByRole('button', { name: /next photo/i }));
    expect(loaded()).toEqual(['blob:b', 'blob:c', 'blob:d', 'blob:e', 'blob:f']);
    expect(screen.getByText('4 / 6')).toBeInTheDocument();
    // Going back from the first shows the last.
    await user.click(screen.getByRole('button', { name: /next photo/i }));
    await user.click(screen.getByRole('button', { name: /next photo/i }));
    await user.click(screen.getByRole('button', { name: /next photo/i }));
    await user.click(screen.getByRole('button', { name: /previous photo/i }));
    expect(screen.getByText('6 / 6')).toBeInTheDocument();
  });

  it('the card (350px, 197px cover) and the detail view show the listing as typed', () => {
    mockApi();
    const data: BusinessPreviewData = {
      name: 'Island Bakery',
      description: 'Fresh bread every morning.',
      address: { address: '12 Queen St', lat: 46.2352, lon: -63.1311 },
      phone: '+1 (902) 555-0101',
      website: 'https://bakery.example',
      email: 'hello@bakery.example',
      categories: ['Restaurants'],
      hours: { ...defaultHours(), sunday_start: 'CLOSED', sunday_end: 'CLOSED' },
      photoUrls: ['blob:a'],
    };
    renderKit(
      <>
        <BusinessCardPreview data={data} />
        <BusinessDetailPreview data={data} />
      </>,
    );
    const card = screen.getByRole('article', { name: 'Listing card preview' });
    expect(card).toHaveClass('max-w-[350px]');
    expect(card.querySelector('img')).toHaveClass('h-[197px]');
    expect(screen.getByText('Fresh bread every morning.')).toBeInTheDocument();
    expect(screen.getAllByText('9:00 AM – 5:00 PM')).toHaveLength(6);
    expect(screen.getByText('Sunday').nextSibling).toHaveTextContent('Closed');
    expect(screen.getByText('https://bakery.example')).toBeInTheDocument();
    expect(screen.getByText('hello@bakery.example')).toBeInTheDocument();
  });
});
