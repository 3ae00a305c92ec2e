import {
  createContext,
  use,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isFeatureEnabled as featureRule,
  type FeatureName,
  type Profile,
  type SessionData,
  type VersionData,
} from '@harbour/shared';
import { isLanguageTag, type LanguageTag } from '@harbour/i18n';
import { apiFetch, statusFetch } from './api-client';
import { LOGIN_TOKEN_PARAM, previewLoginToken, verifyLoginToken } from './login-token';
import { storage } from './storage';
import { changeLanguage, i18next } from './i18n';

export type SessionStatus = 'loading' | 'visitor' | 'user';

export interface Session {
  /** loading while the stored token is being checked (a full-page spinner shows). */
  status: SessionStatus;
  user: Profile | null;
  token: string | null;
  /** GET /api/getVersion data (feature flags), null until loaded or when it failed. */
  version: VersionData | null;
  /** The chosen province: session storage, else the user's profile. */
  provinceId: number | null;
  cityId: number | null;
  /** After a successful login: clears storages, stores token/userId (localStorage when remember), switches language. Does not navigate. */
  signIn: (data: SessionData, remember: boolean) => void;
  /** POST /api/auth/logout, clears storages, goes to /login. */
  /** Ends the session on the server and here; then goes to `to` (default /login; null stays). */
  signOut: (options?: { to?: string | null }) => Promise<void>;
  /** Replaces the current user (after saving the profile). */
  setUser: (profile: Profile) => void;
  /** Stores the location in session storage; when logged in also saves it to the profile. */
  setLocation: (provinceId: number, cityId: number) => Promise<void>;
  /** Spec 1 §4 flag rule with the user's state_id, or the stored province for visitors. */
  isFeatureEnabled: (name: FeatureName) => boolean;
  /** Changes the interface language, stores it; when logged in saves preferred_language. */
  setLanguage: (tag: LanguageTag) => Promise<void>;
  /**
   * A visitor opened a link with a valid login_token: whose account it would sign into. Nothing is
   * signed in until the visitor accepts (a link must not sign someone into another person's account).
   */
  loginOffer: LoginOffer | null;
  /** Uses the offered token up and signs in. false when the server refused it (the offer stays until declined). */
  acceptLoginOffer: () => Promise<boolean>;
  /** Forgets the offered token; the visitor stays a visitor. */
  declineLoginOffer: () => void;
}

export interface LoginOffer {
  firstName: string;
}

const SessionContext = createContext<Session | null>(null);

export const versionQueryOptions = queryOptions({
  queryKey: ['version'],
  queryFn: async (): Promise<VersionData | null> => {
    const res = await statusFetch<VersionData>('/api/getVersion');
    // Counts only as status 1 with data (the error catalogue); otherwise the flags stay empty.
    return res.status === 1 && res.data && Array.isArray(res.data.feature_list) ? res.data : null;
  },
  staleTime: 10 * 60_000,
});

/** Query keys kept when the user changes (not tied to who is signed in). */
const PUBLIC_QUERY_KEYS = new Set(['version', 'client-config', 'provinces']);

interface State {
  status: SessionStatus;
  user: Profile | null;
  token: string | null;
  provinceId: number | null;
  cityId: number | null;
}

async function applyLanguage(tag: string): Promise<void> {
  if (!isLanguageTag(tag)) return;
  storage.setLanguage(tag);
  await changeLanguage(tag);
}

/** Keeps session storage's location in step with the profile when the profile has one. */
function rememberProfileLocation(user: Profile): { provinceId: number | null; cityId: number | null } {
  if (user.state_id != null && user.city_id != null) {
    storage.setLocation(user.state_id, user.city_id);
    return { provinceId: user.state_id, cityId: user.city_id };
  }
  return { provinceId: storage.getProvinceId(), cityId: storage.getCityId() };
}

/** Provides the session. Must be rendered inside the router (it navigates on sign-out and login_token). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(() => {
    const token = storage.getToken();
    return {
      status: token ? 'loading' : 'visitor',
      user: null,
      token,
      provinceId: storage.getProvinceId(),
      cityId: storage.getCityId(),
    };
  });
  const versionQuery = useQuery(versionQueryOptions);
  const started = useRef(false);
  const [offer, setOffer] = useState<(LoginOffer & { loginToken: string }) | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const toVisitor = () => {
      storage.clearSession();
      setState((s) => ({ ...s, status: 'visitor', user: null, token: null }));
    };

    const params = new URLSearchParams(location.search);
    const loginToken = params.get(LOGIN_TOKEN_PARAM);
    if (loginToken != null) {
      // The one-time token must not stay in the address bar or in the history.
      params.delete(LOGIN_TOKEN_PARAM);
      const search = params.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true, state: location.state as unknown },
      );
    }

    const token = storage.getToken();
    if (token) {
      void Promise.all([
        apiFetch<Profile>('/api/users/profile'),
        queryClient.fetchQuery(versionQueryOptions).catch(() => null),
      ]).then(async ([res]) => {
        if (!res.meta.success || !res.data) return toVisitor();
        const user = res.data;
        if (!storage.getLanguage()) await applyLanguage(user.preferred_language);
        const hasLocation = storage.getProvinceId() != null && storage.getCityId() != null;
        const loc = hasLocation
          ? { provinceId: storage.getProvinceId(), cityId: storage.getCityId() }
          : rememberProfileLocation(user);
        setState({ status: 'user', user, token, ...loc });
      });
      return;
    }

    // Only asks whose account it is: signing in waits for the visitor's yes (acceptLoginOffer).
    if (loginToken) {
      void previewLoginToken(loginToken).then((firstName) => {
        if (firstName != null) setOffer({ firstName, loginToken });
      });
    }
    // Runs once on start by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const forgetPrivateQueries = useCallback(() => {
    queryClient.removeQueries({ predicate: (q) => !PUBLIC_QUERY_KEYS.has(String(q.queryKey[0])) });
  }, [queryClient]);

  const signIn = useCallback(
    (data: SessionData, remember: boolean) => {
      storage.clearAll();
      storage.setSession(data.token, data.userId, remember);
      const current = i18next.resolvedLanguage;
      if (isLanguageTag(data.preferred_language)) void applyLanguage(data.preferred_language);
      else if (isLanguageTag(current)) storage.setLanguage(current);
      forgetPrivateQueries();
      const loc = rememberProfileLocation(data.userData);
      setState({ status: 'user', user: data.userData, token: data.token, ...loc });
    },
    [forgetPrivateQueries],
  );

  const signOut = useCallback(
    async ({ to = '/login' }: { to?: string | null } = {}) => {
      await apiFetch('/api/auth/logout', { method: 'POST' });
      const language = i18next.resolvedLanguage;
      storage.clearAll();
      // The interface language is not personal data: keep it so the screen does not change language.
      if (isLanguageTag(language)) storage.setLanguage(language);
      forgetPrivateQueries();
      setState({ status: 'visitor', user: null, token: null, provinceId: null, cityId: null });
      if (to !== null) await navigate(to);
    },
    [forgetPrivateQueries, navigate],
  );

  const acceptLoginOffer = useCallback(async () => {
    if (!offer) return false;
    const data = await verifyLoginToken(offer.loginToken);
    if (!data) return false;
    setOffer(null);
    storage.setSession(data.token, data.userId, false);
    await applyLanguage(data.preferred_language);
    forgetPrivateQueries();
    const loc = rememberProfileLocation(data.userData);
    setState({ status: 'user', user: data.userData, token: data.token, ...loc });
    return true;
  }, [offer, forgetPrivateQueries]);

  const declineLoginOffer = useCallback(() => setOffer(null), []);

  const setUser = useCallback((profile: Profile) => {
    const loc = rememberProfileLocation(profile);
    setState((s) => ({ ...s, user: profile, ...loc }));
  }, []);

  const updateProfile = useCallback(
    async (body: Record<string, unknown>) => {
      const res = await apiFetch<Profile[]>('/api/web/update-profile', { body });
      const first = res.meta.success && Array.isArray(res.data) ? res.data[0] : undefined;
      if (first) setUser(first);
    },
    [setUser],
  );

  const setLocation = useCallback(
    async (provinceId: number, cityId: number) => {
      storage.setLocation(provinceId, cityId);
      setState((s) => ({ ...s, provinceId, cityId }));
      if (state.user) await updateProfile({ state_id: provinceId, city_id: cityId });
    },
    [state.user, updateProfile],
  );

  const setLanguage = useCallback(
    async (tag: LanguageTag) => {
      await applyLanguage(tag);
      if (state.user) await updateProfile({ preferred_language: tag });
    },
    [state.user, updateProfile],
  );

  // The version answer usually lands just after the first render. Every page reads the session, so
  // taking it at once redrew the whole page in one synchronous task (a query's update cannot be
  // interrupted); deferred, the flags reach the page in a render that yields to input (on /register,
  // a phone's main thread was blocked about 60 ms by that redraw).
  const version = useDeferredValue(versionQuery.data ?? null);
  const stateForFlags = state.user?.state_id ?? state.provinceId;
  const isFeatureEnabled = useCallback(
    (name: FeatureName) => featureRule(version?.feature_list, name, stateForFlags),
    [version, stateForFlags],
  );

  const value = useMemo<Session>(
    () => ({
      status: state.status,
      user: state.user,
      token: state.token,
      version,
      provinceId: state.provinceId,
      cityId: state.cityId,
      signIn,
      signOut,
      setUser,
      setLocation,
      isFeatureEnabled,
      setLanguage,
      loginOffer: offer ? { firstName: offer.firstName } : null,
      acceptLoginOffer,
      declineLoginOffer,
    }),
    [
      state,
      version,
      signIn,
      signOut,
      setUser,
      setLocation,
      isFeatureEnabled,
      setLanguage,
      offer,
      acceptLoginOffer,
      declineLoginOffer,
    ],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
