// spec 000 §5: at least 6 characters; an uppercase letter, a digit and a special character
// (underscore counts as special).
export const PASSWORD_MIN_LENGTH = 6;

export function hasPasswordComplexity(password: string): boolean {
  return /[A-Z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password);
}
