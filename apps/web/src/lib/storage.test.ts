import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage', () => {
  it('keeps token and userId in localStorage when "remember me" is on', () => {
    storage.setSession('abc', 7, true);
    expect(localStorage.getItem('token')).toBe('abc');
    expect(localStorage.getItem('userId')).toBe('7');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(storage.getToken()).toBe('abc');
    expect(storage.getUserId()).toBe(7);
  });

  it('keeps them in sessionStorage otherwise, and switching removes the other copy', () => {
    storage.setSession('abc', 7, true);
    storage.setSession('def', 8, false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBe('def');
    expect(storage.getToken()).toBe('def');
    expect(storage.getUserId()).toBe(8);
  });

  it('keeps the location and the language in sessionStorage', () => {
    storage.setLocation(1, 12);
    storage.setLanguage('ar');
    expect(sessionStorage.getItem('provinceId')).toBe('1');
    expect(sessionStorage.getItem('cityId')).toBe('12');
    expect(sessionStorage.getItem('language')).toBe('ar');
    expect(storage.getProvinceId()).toBe(1);
    expect(storage.getCityId()).toBe(12);
    expect(storage.getLanguage()).toBe('ar');
  });

  it('ignores values it did not write (unknown language, non-numeric ids)', () => {
    sessionStorage.setItem('language', 'xx');
    sessionStorage.setItem('provinceId', 'abc');
    expect(storage.getLanguage()).toBeNull();
    expect(storage.getProvinceId()).toBeNull();
  });

  it('clearAll empties both storages; clearSession only the sign-in keys', () => {
    storage.setSession('abc', 7, true);
    storage.setLocation(1, 12);
    storage.clearSession();
    expect(storage.getToken()).toBeNull();
    expect(storage.getProvinceId()).toBe(1);
    storage.setSession('abc', 7, false);
    localStorage.setItem('draft', 'x');
    storage.clearAll();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
