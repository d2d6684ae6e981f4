import { describe, expect, it } from 'vitest';
import { hasPasswordComplexity } from './password.ts';

describe('hasPasswordComplexity', () => {
  it('needs an uppercase letter, a digit and a special character', () => {
    expect(hasPasswordComplexity('Secret1!')).toBe(true);
    expect(hasPasswordComplexity('secret1!')).toBe(false);
    expect(hasPasswordComplexity('Secret!!')).toBe(false);
    expect(hasPasswordComplexity('Secret11')).toBe(false);
  });
  it('counts underscore as special', () => {
    expect(hasPasswordComplexity('Secret_1')).toBe(true);
  });
});
