import { describe, expect, it } from 'vitest';
import { formatCentsAlike } from './money';

describe('formatCentsAlike', () => {
  it('writes a total and its tax with the same decimals', () => {
    expect(formatCentsAlike([2299, 300])).toEqual(['$22.99', '$3.00']);
    expect(formatCentsAlike([11500, 1500])).toEqual(['$115', '$15']);
  });
});
