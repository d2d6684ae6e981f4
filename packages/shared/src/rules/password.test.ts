import { describe, expect, it } from 'vitest';
import { hasPasswordComplexity, PASSWORD_MIN_LENGTH } from './password.ts';

describe('password rules (spec 000 §5)', () => {
  it('has a minimum of 6', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });
  it('needs an uppercase letter, a digit and a special character', () => {
    expect(hasPasswordComplexity('Secret1!')).toBe(true);
    expect(hasPasswordComplexity('secret1!')).toBe(false);
    expect(hasPasswordComplexity('Secret!!')).toBe(false);
    expect(hasPasswordComplexity('Secret11')).toBe(false);
  });
  it('counts underscore and spaces as special', () => {
    expect(hasPasswordComplexity('Secret_1')).toBe(true);
    expect(hasPasswordComplexity('Secret 1')).toBe(true);
  });
});
