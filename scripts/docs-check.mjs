#!/usr/bin/env node
// The docs check (run by `npm run lint`), so the docs and the comments keep telling today's truth:
// - every ADR in docs/decisions/ has its title, one status line (`Status: accepted | proposed |
//   deprecated | superseded by N`, N an ADR that exists), its Context, Decision and Consequences,
//   and a line in the index (docs/decisions/README.md) showing the same status; the index links
//   only to ADRs that exist; an `ADR N` named in the docs or in a code comment exists;
// - no code comment under apps/, packages/, e2e/ or scripts/ points at a tracker's issue number
//   (the word "issue" or "#" before a number): a comment explains the code on its own.
// Each breach is one line `rule: file[:line] why`; the script exits 1 on any.
// Usage: node scripts/docs-check.mjs [--root DIR] [--only adrs|comments]
//   DIR: a repository tree (default this one); --only runs one of the two checks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';

const rootArg = process.argv.indexOf('--root');
const root = resolve(
  rootArg > 0 ? process.argv[rootArg + 1] : join(dirname(fileURLToPath(import.meta.url)), '..'),
);
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? process.argv[onlyArg + 1] : undefined;
const breaches = [];
const breach = (rule, file, why) => breaches.push(`${rule}: ${file} ${why}`);
const rel = (abs) => relative(root, abs).split(sep).join('/');

// ---- ADRs and their index ----------------------------------------------------------------------

const decisions = join(root, 'docs/decisions');
const adrFiles = readdirSync(decisions)
  .filter((name) => /^\d+-.+\.md$/.test(name))
  .sort();
const numberOf = (name) => String(Number(name.split('-')[0]));
const known = new Set(adrFiles.map(numberOf));
const STATUS = /^Status: (accepted|proposed|deprecated|superseded by (\d{3,4}))$/;

/** @type {Map<string, string>} file name -> its status */
const statuses = new Map();
for (const name of only === 'comments' ? [] : adrFiles) {
  const file = `docs/decisions/${name}`;
  const text = readFileSync(join(decisions, name), 'utf8');
  const [number] = name.split('-');
  if (!text.startsWith(`# ${number} — `))
    breach('adr-title', file, `does not start with "# ${number} — <title>"`);
  const header = text.split('\n## ')[0].split('\n');
  const statusLines = header.filter((line) => line.startsWith('Status:'));
  if (statusLines.length !== 1) {
    breach(
      'adr-status',
      file,
      'has no status line (Status: accepted | proposed | deprecated | superseded by N)',
    );
  } else {
    const match = STATUS.exec(statusLines[0]);
    if (!match) breach('adr-status', file, `has a status line the index cannot read: "${statusLines[0]}"`);
    else {
      statuses.set(name, match[1]);
      if (match[2] && !known.has(String(Number(match[2]))))
        breach('adr-status', file, `is superseded by ${match[2]}, which is no ADR`);
    }
  }
  for (const section of ['Context', 'Decision', 'Consequences']) {
    if (!new RegExp(`^## ${section}\\b`, 'm').test(text))
      breach('adr-sections', file, `has no "## ${section}"`);
  }
}

const indexFile = 'docs/decisions/README.md';
const index =
  only !== 'comments' && existsSync(join(decisions, 'README.md'))
    ? readFileSync(join(decisions, 'README.md'), 'utf8')
    : '';
/** @type {Map<string, string>} file name -> the status its index line shows */
const listed = new Map();
for (const line of index.split('\n')) {
  const match = /^- \[[^\]]+\]\(([^)]+\.md)\) — (.+)$/.exec(line);
  if (!match) continue;
  if (!adrFiles.includes(match[1]))
    breach('adr-index', indexFile, `links to ${match[1]}, which does not exist`);
  listed.set(match[1], match[2]);
}
for (const name of only === 'comments' ? [] : adrFiles) {
  const file = `docs/decisions/${name}`;
  if (!listed.has(name)) breach('adr-index', file, `is missing from the index (${indexFile})`);
  else if (statuses.has(name) && listed.get(name) !== statuses.get(name))
    breach('adr-index', file, `says "${statuses.get(name)}" but the index says "${listed.get(name)}"`);
}

/** Every ADR number named in `text` ("ADR" or "ADRs" then numbers, ranges and lists) that is no ADR. */
function unknownAdrs(text) {
  const unknown = [];
  for (const match of text.matchAll(/\bADRs? ((?:\d{3,4}(?:[–-]\d{3,4})?(?:, | and | or |\/)?)+)/g)) {
    for (const n of match[1].match(/\d{3,4}/g) ?? []) if (!known.has(String(Number(n)))) unknown.push(n);
  }
  return unknown;
}

/** @param {string} dir @param {(name: string) => boolean} keep @returns {string[]} absolute paths */
function walk(dir, keep) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (
      ['node_modules', 'dist', 'dist-server', 'test-results', 'playwright-report', 'reports'].includes(
        entry.name,
      )
    )
      continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(path, keep));
    else if (keep(entry.name)) out.push(path);
  }
  return out;
}

const docs =
  only === 'comments' ? [] : [join(root, 'README.md'), ...walk(join(root, 'docs'), (n) => n.endsWith('.md'))];
for (const path of docs) {
  if (!existsSync(path)) continue;
  const lines = readFileSync(path, 'utf8').split('\n');
  lines.forEach((line, i) => {
    for (const n of unknownAdrs(line))
      breach('adr-reference', `${rel(path)}:${i + 1}`, `names ADR ${n}, which does not exist`);
  });
}

// ---- Comments without tracker issue numbers ----------------------------------------------------

const ISSUE = /\bissues?\s+#?\d+|(?<![&\w])#\d+\b/i;
const scripts = ['.ts', '.tsx', '.mts', '.mjs', '.cjs', '.js'];

/** @returns {{ text: string, offset: number }[]} the comments of a source file */
function commentsOf(file, source) {
  if (scripts.some((ext) => file.endsWith(ext))) {
    const parsed = parseSync(file, source);
    return parsed.comments.map((c) => ({ text: c.value, offset: c.start }));
  }
  const found = [];
  const take = (re) => {
    for (const m of source.matchAll(re)) found.push({ text: m[0], offset: m.index });
  };
  if (file.endsWith('.sql')) take(/--[^\n]*|\/\*[\s\S]*?\*\//g);
  else if (file.endsWith('.css')) take(/\/\*[\s\S]*?\*\//g);
  else if (file.endsWith('.html') || file.endsWith('.svg')) take(/<!--[\s\S]*?-->/g);
  else if (file.endsWith('.sh')) take(/(?:^|[ \t])#(?!!)[^\n]*/gm);
  return found;
}

const commented = (name) =>
  [...scripts, '.sql', '.css', '.html', '.svg', '.sh'].some((ext) => name.endsWith(ext));
for (const dir of only === 'adrs' ? [] : ['apps', 'packages', 'e2e', 'scripts']) {
  for (const path of walk(join(root, dir), commented)) {
    const file = rel(path);
    const source = readFileSync(path, 'utf8');
    for (const comment of commentsOf(file, source)) {
      const line = source.slice(0, comment.offset).split('\n').length;
      const issue = ISSUE.exec(comment.text);
      if (issue)
        breach(
          'comment-issue-number',
          `${file}:${line + comment.text.slice(0, issue.index).split('\n').length - 1}`,
          `cites "${issue[0]}": say what the code does and why, not where it was asked for`,
        );
      for (const n of unknownAdrs(comment.text))
        breach('adr-reference', `${file}:${line}`, `names ADR ${n}, which does not exist`);
    }
  }
}

if (breaches.length > 0) {
  for (const line of breaches) console.error(line);
  console.error(`docs check: ${breaches.length} breach${breaches.length === 1 ? '' : 'es'}`);
  process.exit(1);
}
const checked = [
  only !== 'comments' && `${adrFiles.length} ADRs indexed with their status`,
  only !== 'adrs' && 'no comment cites an issue number',
].filter(Boolean);
console.log(`docs check: ${checked.join('; ')}`);
