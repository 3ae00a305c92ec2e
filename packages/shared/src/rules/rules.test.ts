import { describe, expect, it } from 'vitest';
import { isFeatureEnabled } from './feature-flags.js';
import { isValidEmail } from './email.js';
import { isStrongPassword, isNupostPassword } from './password.js';

describe('email rule', () => {
  it('accepts ordinary addresses and IP literals', () => {
    expect(isValidEmail('amira@example.ca')).toBe(true);
    expect(isValidEmail('  amira.k+news@mail.example.com ')).toBe(true);
    expect(isValidEmail('a@[192.168.0.1]')).toBe(true);
  });
  it('refuses addresses without a proper domain', () => {
    for (const bad of ['amira', 'amira@', 'amira@example', 'amira@example.c', '@example.ca', 'a..b@x.ca'])
      expect(isValidEmail(bad), bad).toBe(false);
  });
});

describe('password rule', () => {
  it('needs 8+ characters with a letter and a digit', () => {
    expect(isStrongPassword('harbour7x')).toBe(true);
    expect(isStrongPassword('short7')).toBe(false);
    expect(isStrongPassword('onlyletters')).toBe(false);
    expect(isStrongPassword('123456789')).toBe(false);
    expect(isStrongPassword('a1'.repeat(65))).toBe(false);
  });
  it('refuses common passwords whatever their case', () => {
    expect(isStrongPassword('Password123')).toBe(false);
  });
  it('NuPOST rule needs lower, upper and digit', () => {
    expect(isNupostPassword('Harbour12')).toBe(true);
    expect(isNupostPassword('harbour12')).toBe(false);
  });
});

describe('feature flag rule', () => {
  const features = [
    { name: 'irsa', enabled: true, states: [] },
    { name: 'medavie', enabled: true, states: [2] },
    { name: 'upei', enabled: false, states: [] },
  ];
  it('follows listed, enabled and states', () => {
    expect(isFeatureEnabled(features, 'irsa', null)).toBe(true);
    expect(isFeatureEnabled(features, 'medavie', 2)).toBe(true);
    expect(isFeatureEnabled(features, 'medavie', 4)).toBe(false);
    expect(isFeatureEnabled(features, 'medavie', undefined)).toBe(false);
    expect(isFeatureEnabled(features, 'upei', 2)).toBe(false);
    expect(isFeatureEnabled(features, 'nuchat', 2)).toBe(false);
  });
});
