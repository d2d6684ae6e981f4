import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '../apps/web/src/utils/cn.ts';

// apps/web/src/utils/cn.ts replaces tailwind-merge on the first visit (docs/decisions/708). Tailwind
// only generates classes written out in the source, so every class the app can pass to cn() is a
// word of some string literal under apps/web/src: for every ordered pair of those words with the
// same variants, cn() must answer what tailwind-merge answers.

const webSrc = fileURLToPath(new URL('../apps/web/src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function classWords(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(webSrc)) {
    const source = readFileSync(file, 'utf8');
    for (const literal of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of literal[2]!.split(/\s+/)) {
        if (/^[!a-z[@*-][\w\-:/.[\]%#(),!&>*=@~+'"]*$/.test(word) && !word.includes('${')) words.add(word);
      }
    }
  }
  return [...words];
}

/** `sm:hover:` of `sm:hover:px-2` (split outside brackets), with `!` for important classes. */
function scopeOf(word: string): string {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < word.length; i++) {
    if (word[i] === '[' || word[i] === '(') depth++;
    else if (word[i] === ']' || word[i] === ')') depth--;
    else if (word[i] === ':' && depth === 0) end = i + 1;
  }
  const base = word.slice(end);
  return word.slice(0, end) + (base.startsWith('!') || base.endsWith('!') ? '!' : '');
}

describe('cn() merges like tailwind-merge', () => {
  const words = classWords();

  it('finds the class names of the app', () => {
    expect(words.length).toBeGreaterThan(500);
    expect(words).toContain('px-4');
  });

  it('for every class name alone and every ordered pair with the same variants', () => {
    const differences: string[] = [];
    // A word tailwind-merge does not know as a class (it keeps both copies) must stay unknown here.
    const known = words.filter((word) => {
      const expected = twMerge(`${word} ${word}`);
      const actual = cn(word, word);
      if (actual !== expected)
        differences.push(`"${word} ${word}": cn "${actual}", tailwind-merge "${expected}"`);
      return expected === word;
    });
    const byScope = new Map<string, string[]>();
    for (const word of known) byScope.set(scopeOf(word), [...(byScope.get(scopeOf(word)) ?? []), word]);
    for (const group of byScope.values()) {
      for (const a of group) {
        for (const b of group) {
          if (a === b) continue;
          const expected = twMerge(`${a} ${b}`);
          const actual = cn(a, b);
          if (actual !== expected)
            differences.push(`"${a} ${b}": cn "${actual}", tailwind-merge "${expected}"`);
        }
      }
    }
    expect(differences.slice(0, 40)).toEqual([]);
    // ~300,000 pairs: seconds on a quiet machine, more on a busy one.
  }, 120_000);

  it('keeps clsx inputs and overrides across calls', () => {
    expect(cn('h-9 px-3', false, undefined, { 'text-sm': true, hidden: false }, ['h-11'])).toBe(
      'px-3 text-sm h-11',
    );
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('text-sm text-zinc-700', 'text-white')).toBe('text-sm text-white');
    expect(cn('sm:px-2', 'px-4')).toBe('sm:px-2 px-4');
  });
});
