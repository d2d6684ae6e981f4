type Headers = Record<string, string | string[] | undefined>;

/**
 * The values of the cookie `name` in a request's Cookie header, in the header's order: a browser
 * may send two of one name (set for different paths), the most specific path first.
 */
export function cookiesOf(headers: Headers, name: string): string[] {
  const header = headers.cookie;
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  const values: string[] = [];
  for (const part of text.split(';')) {
    const at = part.indexOf('=');
    if (at >= 0 && part.slice(0, at).trim() === name) values.push(part.slice(at + 1).trim());
  }
  return values;
}
