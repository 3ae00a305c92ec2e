import { afterEach, describe, expect, it } from 'vitest';
import { main, mockApi, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('/products', () => {
  it('welcomes with free download links and the three products with their buttons', async () => {
    mockApi();
    await openPage('/products');
    expect(await main().findByRole('heading', { level: 1, name: 'Welcome to Harbour' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Download for free on the App Store' })).toHaveAttribute(
      'href',
      expect.stringContaining('apps.apple.com'),
    );
    expect(main().getByRole('link', { name: 'Download for free on Google Play' })).toBeInTheDocument();
    expect(main().getByRole('region', { name: 'NuChat' })).toHaveAttribute('id', 'nuchat');
    expect(main().getByRole('link', { name: 'Discover NuChat' })).toHaveAttribute('href', '/nuchat/info');
    const viva = main().getByRole('region', { name: 'VIVALINKS' });
    expect(viva).toHaveAttribute('id', 'vivalinks');
    expect(viva.querySelectorAll('h3')).toHaveLength(4);
    expect(main().getByRole('link', { name: 'See VIVALINKS prices' })).toHaveAttribute('href', '/pricing');
    expect(main().getByRole('region', { name: 'NuPost' })).toHaveAttribute('id', 'nupost');
    expect(main().getByRole('link', { name: 'See NuPost prices' })).toHaveAttribute(
      'href',
      '/pricing#nupost',
    );
  });

  it('scrolls to the section named by the hash', async () => {
    const scrolled: string[] = [];
    // jsdom has no scrollIntoView
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    mockApi();
    await openPage('/products#vivalinks');
    await main().findByRole('region', { name: 'VIVALINKS' });
    expect(scrolled).toContain('vivalinks');
  });
});

describe('/our-services', () => {
  it('leads partnership and sponsorship to their pricing tabs', async () => {
    mockApi();
    await openPage('/our-services');
    expect(await main().findByRole('link', { name: 'See partnership prices' })).toHaveAttribute(
      'href',
      '/pricing#partner',
    );
    expect(main().getByRole('link', { name: 'See sponsorship options' })).toHaveAttribute(
      'href',
      '/pricing#sponsor',
    );
  });
});

describe('/nuchat/info', () => {
  it('shows the 13 languages, the 30-day trial and both prices', async () => {
    mockApi();
    await openPage('/nuchat/info');
    expect(await main().findByText(/Translated chat in 13 languages/)).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'Try it free for 30 days' })).toBeInTheDocument();
    expect(main().getByText(/\$9\.99 per year/)).toBeInTheDocument();
    expect(main().getByText(/\$0\.99 per month/)).toBeInTheDocument();
    expect(main().getByText(/\$19\.99 per year/)).toBeInTheDocument();
    expect(main().getByText(/\$1\.99 per month/)).toBeInTheDocument();
  });
});
