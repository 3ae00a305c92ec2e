import { describe, expect, it } from 'vitest';
import { priceFractionDigits, priceWithDiscount } from './discount.js';

describe('priceWithDiscount', () => {
  it('percentage subtracts that percent of the price', () => {
    expect(priceWithDiscount(100, 20, 'Percentage')).toBe(80);
    expect(priceWithDiscount(49.99, 10, 'Percentage')).toBe(44.99);
  });
  it('amount subtracts the amount', () => {
    expect(priceWithDiscount(100, 15, 'Amount')).toBe(85);
    expect(priceWithDiscount(19.99, 5, 'Amount')).toBe(14.99);
  });
  it('never goes below zero', () => {
    expect(priceWithDiscount(10, 25, 'Amount')).toBe(0);
    expect(priceWithDiscount(10, 150, 'Percentage')).toBe(0);
  });
  it('shows non-integers with 2 decimals and whole numbers without', () => {
    expect(priceFractionDigits(85)).toBe(0);
    expect(priceFractionDigits(44.99)).toBe(2);
    expect(priceFractionDigits(19.5)).toBe(2);
  });
});
