import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NupostFollow, ServiceDetail } from '@harbour/shared';
import { envelope, main, mockApi, mockSignedIn, openPage, setupAppTests } from '@/test/app-harness';
import { keyBytes } from './push-api';

setupAppTests();

const SERVICE: ServiceDetail = {
  id: 5,
  businessName: 'Harbour Bakery',
  business_description: 'Bread and pastries.',
  phonenumber: null,
  email: null,
  website: null,
  featured: '0',
  image: null,
  address: null,
  address_lat: null,
  address_long: null,
  cat_name: 'Food',
  keywords: null,
  photos: [],
  time_zone: 'America/Halifax',
  hours: {
    monday: null,
    tuesday: null,
    wednesday: null,
    thursday: null,
    friday: null,
    saturday: null,
    sunday: null,
  },
};
const FOLLOWS: NupostFollow[] = [
  { business_user_id: 40, business_name: 'Harbour Bakery', business_id: 5, since: '2026-03-02T10:00:00Z' },
  { business_user_id: 41, business_name: 'Island Library', business_id: null, since: '2026-02-01T10:00:00Z' },
];
const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const state = (following: boolean, available = true) =>
  envelope({
    available,
    following,
    business_user_id: available ? 40 : null,
    business_name: available ? 'Harbour Bakery' : null,
  });

describe('follow button on a business listing', () => {
  it('is not offered to visitors, nor when the business is not on NuPOST', async () => {
    const visitor = mockApi({ 'GET /api/web/directory/service/5': envelope(SERVICE) });
    const first = await openPage('/services/5');
    await main().findByRole('heading', { name: 'Harbour Bakery' });
    expect(main().queryByRole('button', { name: /follow/i })).toBeNull();
    expect(visitor.to('GET /api/nupost/follows/business/5')).toHaveLength(0);
    first.unmount();

    const api = mockSignedIn({
      'GET /api/web/directory/service/5': envelope(SERVICE),
      'GET /api/nupost/follows/business/5': state(false, false),
    });
    await openPage('/services/5');
    await main().findByRole('heading', { name: 'Harbour Bakery' });
    await waitFor(() => expect(api.to('GET /api/nupost/follows/business/5')).toHaveLength(1));
    expect(main().queryByRole('button', { name: /follow/i })).toBeNull();
  });

  it('follows in one press and stops in the next', async () => {
    let following = false;
    const api = mockSignedIn({
      'GET /api/web/directory/service/5': envelope(SERVICE),
      'GET /api/nupost/follows/business/5': () => state(following),
      'POST /api/nupost/follows': () => {
        following = true;
        return state(true);
      },
      'DELETE /api/nupost/follows/40': () => {
        following = false;
        return envelope(null);
      },
    });
    await openPage('/services/5');
    const user = userEvent.setup({ delay: null });
    await user.click(await main().findByRole('button', { name: 'Follow Harbour Bakery' }));
    expect(api.to('POST /api/nupost/follows')[0]!.body).toEqual({ business_id: 5 });
    expect(await main().findByText(/You follow Harbour Bakery/)).toBeVisible();
    await user.click(await main().findByRole('button', { name: /Following Harbour Bakery/ }));
    expect(api.to('DELETE /api/nupost/follows/40')).toHaveLength(1);
    expect(await main().findByRole('button', { name: 'Follow Harbour Bakery' })).toBeVisible();
  });

  it('shows why a follow was refused', async () => {
    mockSignedIn({
      'GET /api/web/directory/service/5': envelope(SERVICE),
      'GET /api/nupost/follows/business/5': state(false),
      'POST /api/nupost/follows': { status: 409, json: envelope(null, false, 'Harbour Bakery is full.') },
    });
    await openPage('/services/5');
    const user = userEvent.setup({ delay: null });
    await user.click(await main().findByRole('button', { name: 'Follow Harbour Bakery' }));
    expect(await main().findByRole('alert')).toHaveTextContent('Harbour Bakery is full.');
  });
});

describe('profile: businesses you follow', () => {
  it('lists them and stops following one in one click', async () => {
    let follows = FOLLOWS;
    const api = mockSignedIn({
      'GET /api/nupost/follows': () => envelope({ follows }),
      'DELETE /api/nupost/follows/41': () => {
        follows = follows.filter((f) => f.business_user_id !== 41);
        return envelope(null);
      },
      'GET /api/push/public-key': envelope({ public_key: KEY, enabled: false }),
      'GET /api/nupost/delivery-preferences': envelope({ email: false }),
    });
    await openPage('/user-profile');
    const section = within(await main().findByRole('region', { name: 'Businesses you follow' }));
    expect(await section.findByRole('link', { name: 'Harbour Bakery' })).toHaveAttribute(
      'href',
      '/services/5',
    );
    expect(section.getByText('Island Library')).toBeVisible();
    const user = userEvent.setup({ delay: null });
    await user.click(section.getByRole('button', { name: 'Stop following Island Library' }));
    expect(api.to('DELETE /api/nupost/follows/41')).toHaveLength(1);
    await waitFor(() => expect(section.queryByText('Island Library')).toBeNull());
    expect(section.getByText('Harbour Bakery')).toBeVisible();
    // the server sends no pushes here: no push button
    expect(main().queryByRole('button', { name: /notices on this device/i })).toBeNull();
  });

  it('says how to find businesses when there are none, and saves the e-mail choice', async () => {
    const api = mockSignedIn({
      'GET /api/nupost/follows': envelope({ follows: [] }),
      'GET /api/push/public-key': envelope({ public_key: KEY, enabled: false }),
      'GET /api/nupost/delivery-preferences': envelope({ email: false }),
      'PUT /api/nupost/delivery-preferences': (c: { body: unknown }) => envelope(c.body),
    });
    await openPage('/user-profile');
    expect(await main().findByText('You do not follow any business yet.')).toBeVisible();
    const box = await main().findByRole('checkbox', { name: 'Also send me the notices by e-mail' });
    expect(box).not.toBeChecked();
    await userEvent.setup({ delay: null }).click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(api.to('PUT /api/nupost/delivery-preferences')[0]!.body).toEqual({ email: true });
  });
});

describe('push permission button', () => {
  const subscription = {
    endpoint: 'https://push.example/abc',
    toJSON: () => ({
      endpoint: 'https://push.example/abc',
      expirationTime: null,
      keys: { p256dh: 'p', auth: 'a' },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  const subscribe = vi.fn(async () => subscription);
  const requestPermission = vi.fn(async (): Promise<NotificationPermission> => 'granted');

  function fakeBrowser(permission: NotificationPermission) {
    const registration = { pushManager: { getSubscription: async () => null, subscribe } };
    vi.stubGlobal('Notification', { permission, requestPermission });
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        register: vi.fn(async () => registration),
        getRegistration: async () => undefined,
        ready: Promise.resolve(registration),
      },
    });
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    subscribe.mockClear();
    requestPermission.mockClear();
  });
  const routes = {
    'GET /api/nupost/follows': envelope({ follows: FOLLOWS }),
    'GET /api/push/public-key': envelope({ public_key: KEY, enabled: true }),
    'GET /api/nupost/delivery-preferences': envelope({ email: false }),
  };

  it('says what the member gets and asks the permission only after the tap', async () => {
    fakeBrowser('default');
    const api = mockSignedIn({ ...routes, 'POST /api/push/subscriptions': envelope({ id: 3 }) });
    await openPage('/user-profile');
    const button = await main().findByRole('button', { name: 'Get notices on this device' });
    expect(main().getByText(/this device shows it at once, even when Harbour is closed/)).toBeVisible();
    await waitFor(() => expect(button).toBeEnabled());
    expect(requestPermission).not.toHaveBeenCalled();

    await userEvent.setup({ delay: null }).click(button);
    expect(await main().findByText(/appear on this device/)).toBeVisible();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(KEY) });
    expect(api.to('POST /api/push/subscriptions')[0]!.body).toEqual(subscription.toJSON());
    expect(main().getByRole('button', { name: 'Stop notices on this device' })).toBeVisible();
  });

  it('subscribes nothing when the member refuses, and explains a blocked browser', async () => {
    fakeBrowser('default');
    requestPermission.mockResolvedValueOnce('denied');
    const api = mockSignedIn(routes);
    await openPage('/user-profile');
    const button = await main().findByRole('button', { name: 'Get notices on this device' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup({ delay: null }).click(button);
    expect(await main().findByText(/Notifications are blocked for Harbour/)).toBeVisible();
    expect(subscribe).not.toHaveBeenCalled();
    expect(api.to('POST /api/push/subscriptions')).toHaveLength(0);
  });

  it('turns the VAPID key into its 65 bytes', () => {
    const bytes = keyBytes(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('notifications feed', () => {
  it('labels a business notice', async () => {
    mockSignedIn({
      'GET /api/web/notifications': envelope({
        notifications: [
          {
            id: 9,
            user_id: 7,
            city_id: null,
            link: null,
            image: null,
            type: 'business',
            gov_alert: false,
            title: 'Fresh bread on Saturday',
            icon: null,
            message: 'Come early.',
            updated_at: new Date().toISOString(),
          },
        ],
        count: 1,
        pageNumber: 1,
        hasMore: false,
      }),
    });
    await openPage('/notifications');
    expect(await main().findByRole('heading', { name: 'Fresh bread on Saturday' })).toBeVisible();
    expect(main().getByText('Business you follow')).toBeVisible();
    expect(screen.queryByText('Notice')).toBeNull();
  });
});
