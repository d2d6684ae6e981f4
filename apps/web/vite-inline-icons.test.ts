import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconDataOf, iconFilesOf, inlineIcons } from './vite-inline-icons.ts';

const require = createRequire(import.meta.url);
const lucideEsm = join(dirname(require.resolve('lucide-react/package.json')), 'dist/esm');
const files = iconFilesOf(readFileSync(join(lucideEsm, 'lucide-react.mjs'), 'utf8'));
const dataOf = (name: string) => {
  const file = files.get(name);
  return file ? iconDataOf(readFileSync(join(lucideEsm, 'icons', file), 'utf8')) : undefined;
};
const exported = lucide as unknown as Record<string, ComponentType<Record<string, unknown>>>;

/** What a definition the plugin writes evaluates to. */
function defined(name: string) {
  const data = dataOf(name);
  if (data === undefined) throw new Error(`no icon ${name}`);
  return lucide.createLucideIcon(new Function(`return ${data}`)()) as ComponentType<Record<string, unknown>>;
}

/** Every file under apps/web/src with its source. */
function sources(dir = join(dirname(fileURLToPath(import.meta.url)), 'src')): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [[path, readFileSync(path, 'utf8')] as [string, string]] : [];
  });
}

describe('lucide icons defined where they are used (ADR 1403)', () => {
  it("maps each of an icon's exported names to its file", () => {
    expect(files.get('X')).toBe('x.mjs');
    expect(files.get('XIcon')).toBe('x.mjs');
    expect(files.get('LucideX')).toBe('x.mjs');
    expect(files.get('Loader2')).toBe('loader-circle.mjs');
    expect(files.get('LoaderCircle')).toBe('loader-circle.mjs');
    expect(files.get('createLucideIcon')).toBeUndefined();
    expect(files.size).toBeGreaterThan(1000);
  });

  it('draws every icon the app imports exactly as lucide-react does', () => {
    const names = new Set<string>();
    for (const [, code] of sources())
      for (const match of code.matchAll(/^import \{([^}]*)\} from 'lucide-react'/gm))
        for (const specifier of (match[1] ?? '').split(','))
          if (specifier.trim() && !specifier.trim().startsWith('type '))
            names.add(specifier.trim().split(/\s+as\s+/)[0] ?? '');
    expect(names.size).toBeGreaterThan(50);
    for (const name of names) {
      const props = { className: 'size-4', 'aria-hidden': true, strokeWidth: 1.5 };
      expect(renderToStaticMarkup(createElement(defined(name), props)), name).toBe(
        renderToStaticMarkup(createElement(exported[name] as ComponentType<Record<string, unknown>>, props)),
      );
    }
  });

  it('replaces icon imports with definitions, keeping types, helpers and line numbers', () => {
    const code = [
      "import { useState } from 'react';",
      'import {',
      '  Check,',
      '  X as Close,',
      '  type LucideIcon,',
      '  createLucideIcon,',
      "} from 'lucide-react';",
      "import type { LucideProps } from 'lucide-react';",
      'export const icons: LucideIcon[] = [Check, Close];',
    ].join('\n');
    const out = inlineIcons(code, dataOf) ?? '';
    const lines = out.split('\n');
    expect(lines).toHaveLength(9);
    expect(lines[1]).toMatch(
      /^import \{ type LucideIcon, createLucideIcon, createLucideIcon as __createLucideIcon \} from 'lucide-react'; const Check = \/\* @__PURE__ \*\/ __createLucideIcon\(\{ name: "check",/,
    );
    expect(lines[1]).toContain('const Close = /* @__PURE__ */ __createLucideIcon({ name: "x",');
    expect(lines.slice(2, 7).every((line) => line === '')).toBe(true);
    expect(lines[7]).toBe("import type { LucideProps } from 'lucide-react';");
    expect(lines[8]).toBe('export const icons: LucideIcon[] = [Check, Close];');
  });

  it('leaves a module without icon imports alone', () => {
    expect(inlineIcons("import type { LucideIcon } from 'lucide-react';\nexport {};", dataOf)).toBeNull();
    expect(inlineIcons("import { createLucideIcon } from 'lucide-react';", dataOf)).toBeNull();
    expect(inlineIcons("import { useState } from 'react';", dataOf)).toBeNull();
  });

  it("leaves no icon import in the app's modules", () => {
    for (const [path, code] of sources()) {
      const out = inlineIcons(code, dataOf) ?? code;
      for (const match of out.matchAll(/import \{([^}]*)\} from 'lucide-react'/g))
        for (const specifier of (match[1] ?? '').split(',').map((part) => part.trim()))
          expect(
            specifier === '' ||
              specifier.startsWith('type ') ||
              !files.has(specifier.split(/\s+as\s+/)[0] ?? ''),
            `${path}: ${specifier}`,
          ).toBe(true);
      expect(out.split('\n').length, path).toBe(code.split('\n').length);
    }
  });
});
