import { isLanguageTag, type LanguageTag } from '@harbour/i18n';

/**
 * The client data the spec stores (1-core §3): `token` and `userId` in localStorage ("remember me")
 * or sessionStorage; `provinceId`, `cityId` and `language` in sessionStorage.
 */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  provinceId: 'provinceId',
  cityId: 'cityId',
  language: 'language',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): behave as empty.
    return fallback;
  }
}

function readAny(key: string): string | null {
  return safe(() => localStorage.getItem(key) ?? sessionStorage.getItem(key), null);
}

function readSession(key: string): string | null {
  return safe(() => sessionStorage.getItem(key), null);
}

function writeSession(key: string, value: string | null): void {
  safe(
    () => (value == null ? sessionStorage.removeItem(key) : sessionStorage.setItem(key, value)),
    undefined,
  );
}

function toId(value: string | null): number | null {
  if (value == null || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export const storage = {
  /** The session token, from localStorage first, then sessionStorage. */
  getToken(): string | null {
    return readAny(STORAGE_KEYS.token) || null;
  },
  getUserId(): number | null {
    return toId(readAny(STORAGE_KEYS.userId));
  },
  /** Stores token and userId in localStorage when `remember`, else in sessionStorage. */
  setSession(token: string, userId: number, remember: boolean): void {
    safe(() => {
      const target = remember ? localStorage : sessionStorage;
      const other = remember ? sessionStorage : localStorage;
      other.removeItem(STORAGE_KEYS.token);
      other.removeItem(STORAGE_KEYS.userId);
      target.setItem(STORAGE_KEYS.token, token);
      target.setItem(STORAGE_KEYS.userId, String(userId));
    }, undefined);
  },
  /** Removes token and userId from both storages. */
  clearSession(): void {
    safe(() => {
      for (const s of [localStorage, sessionStorage]) {
        s.removeItem(STORAGE_KEYS.token);
        s.removeItem(STORAGE_KEYS.userId);
      }
    }, undefined);
  },
  getProvinceId(): number | null {
    return toId(readSession(STORAGE_KEYS.provinceId));
  },
  getCityId(): number | null {
    return toId(readSession(STORAGE_KEYS.cityId));
  },
  /** Stores the chosen province and city (pass nulls to forget them). */
  setLocation(provinceId: number | null, cityId: number | null): void {
    writeSession(STORAGE_KEYS.provinceId, provinceId == null ? null : String(provinceId));
    writeSession(STORAGE_KEYS.cityId, cityId == null ? null : String(cityId));
  },
  getLanguage(): LanguageTag | null {
    const value = readSession(STORAGE_KEYS.language);
    return isLanguageTag(value) ? value : null;
  },
  setLanguage(tag: LanguageTag): void {
    writeSession(STORAGE_KEYS.language, tag);
  },
  /** Clears local and session storage entirely (sign-in and sign-out, the core screens and routes and core states). */
  clearAll(): void {
    safe(() => {
      localStorage.clear();
      sessionStorage.clear();
    }, undefined);
  },
};
