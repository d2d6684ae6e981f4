import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// Each lucide icon a module imports, defined in that module instead of imported
// (docs/decisions/1403). Rolldown gives a module that several chunks share a chunk of its own, so
// an icon used by two pages became a file of ~200 bytes: the package page's first visit asked for
// ten of them, each a request, a preload link and a module the main thread starts, fetches and
// instantiates. Defined where it is used, an icon travels in the chunk of the code that draws it.

const require = createRequire(import.meta.url);
const lucideEsm = join(dirname(require.resolve('lucide-react/package.json')), 'dist/esm');

/** lucide-react's exported names (every alias of an icon) → the icon's file, from its index. */
export function iconFilesOf(indexSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const match of indexSource.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)';/g)) {
    for (const specifier of (match[1] ?? '').split(',')) {
      const name = /as (\w+)/.exec(specifier)?.[1];
      if (name) files.set(name, match[2] ?? '');
    }
  }
  return files;
}

/** The icon's data object literal (name, size, node) from its file, on one line. */
export function iconDataOf(iconSource: string, file = 'an icon file'): string {
  const data = /const __iconData = (\{[\s\S]*?\n\});/.exec(iconSource)?.[1];
  if (!data) throw new Error(`lucide-react ${file}: no \`const __iconData = {…};\` to copy (ADR 1403)`);
  return data.replace(/\n\s*/g, ' ');
}

// `import { A, B as C, type D } from 'lucide-react';` (not `import type`, not a namespace).
const LUCIDE_IMPORT = /^import \{([^}]*)\} from 'lucide-react';?$/gm;

/**
 * A module's source with its lucide icon imports replaced by definitions: `const C =
 * createLucideIcon({...})` for each icon, the rest of the import (types, helpers) kept. Null when
 * the module imports no icon.
 */
export function inlineIcons(code: string, dataOf: (name: string) => string | undefined): string | null {
  let changed = false;
  const out = code.replace(LUCIDE_IMPORT, (statement, list: string) => {
    const kept: string[] = [];
    const defined: string[] = [];
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const [, imported = '', local] = /^(?:type\s+)?(\w+)(?:\s+as\s+(\w+))?$/.exec(specifier) ?? [];
      const data = specifier.startsWith('type ') ? undefined : dataOf(imported);
      if (data === undefined) kept.push(specifier);
      else defined.push(`const ${local ?? imported} = /* @__PURE__ */ __createLucideIcon(${data});`);
    }
    if (defined.length === 0) return statement;
    changed = true;
    kept.push('createLucideIcon as __createLucideIcon');
    // On one line, the statement's other lines left empty: the module's line numbers hold.
    const lines = statement.split('\n').length - 1;
    return [`import { ${kept.join(', ')} } from 'lucide-react';`, ...defined].join(' ') + '\n'.repeat(lines);
  });
  return changed ? out : null;
}

export function inlineIconsPlugin(): Plugin {
  const files = iconFilesOf(readFileSync(join(lucideEsm, 'lucide-react.mjs'), 'utf8'));
  const data = new Map<string, string>();
  const dataOf = (name: string) => {
    const file = files.get(name);
    if (!file) return undefined;
    if (!data.has(file))
      data.set(file, iconDataOf(readFileSync(join(lucideEsm, 'icons', file), 'utf8'), file));
    return data.get(file);
  };
  return {
    name: 'wayfarer-inline-icons',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes("from 'lucide-react'")) return null;
      const out = inlineIcons(code, dataOf);
      return out === null ? null : { code: out, map: null };
    },
  };
}
