import { readFileSync } from 'node:fs';
import { createRequire as requireFrom } from 'node:module';
import { create, type Font } from 'fontkit';

// The fonts every PDF embeds (ADR 1162): Noto Sans from npm (@fontsource/*, WOFF files
// pdfkit's fontkit reads, subsets and shapes), one file per script. Text is cut into runs, each in
// the first font that has its characters: Latin, then the rupee sign and other Latin letters,
// then Devanagari, Bengali, Tamil, Kannada, Malayalam, Gujarati, Gurmukhi, Telugu and Odia. Combining marks and joiners stay with
// the run they follow, so a conjunct is shaped whole by one font.

// Not named `require`/`createRequire`: the bundle's banner (build.mjs) declares both.
const fontFiles = requireFrom(import.meta.url);

export type Weight = 'regular' | 'bold';

const FACES: { name: string; files: Record<Weight, string> }[] = [
  ['latin', 'noto-sans', 'noto-sans-latin'],
  ['latin-ext', 'noto-sans', 'noto-sans-latin-ext'],
  ['devanagari', 'noto-sans-devanagari', 'noto-sans-devanagari-devanagari'],
  ['bengali', 'noto-sans-bengali', 'noto-sans-bengali-bengali'],
  ['tamil', 'noto-sans-tamil', 'noto-sans-tamil-tamil'],
  ['kannada', 'noto-sans-kannada', 'noto-sans-kannada-kannada'],
  ['malayalam', 'noto-sans-malayalam', 'noto-sans-malayalam-malayalam'],
  ['gujarati', 'noto-sans-gujarati', 'noto-sans-gujarati-gujarati'],
  ['gurmukhi', 'noto-sans-gurmukhi', 'noto-sans-gurmukhi-gurmukhi'],
  ['telugu', 'noto-sans-telugu', 'noto-sans-telugu-telugu'],
  ['oriya', 'noto-sans-oriya', 'noto-sans-oriya-oriya'],
].map(([name, pkg, file]) => ({
  name: name!,
  files: {
    regular: `@fontsource/${pkg}/files/${file}-400-normal.woff`,
    bold: `@fontsource/${pkg}/files/${file}-700-normal.woff`,
  },
}));

type LoadedFace = { id: string; font: Font };
const loaded = new Map<string, LoadedFace[]>();

/** The faces of a weight, in fallback order, read once per process. */
export function faces(weight: Weight): LoadedFace[] {
  let list = loaded.get(weight);
  if (!list) {
    list = FACES.map((face) => {
      const bytes = readFileSync(fontFiles.resolve(face.files[weight]));
      return { id: `${face.name}-${weight}`, font: create(bytes) };
    });
    loaded.set(weight, list);
  }
  return list;
}

/**
 * Registers every face with a document, embedded only when a text uses it. pdfkit takes the faces
 * fontkit parsed once per process (each document still makes its own subset), so no document
 * parses a font file again.
 */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const weight of ['regular', 'bold'] as const) {
    for (const face of faces(weight)) doc.registerFont(face.id, face.font as unknown as Buffer);
  }
}

/**
 * A run, with the OpenType features to switch off when fontkit cannot lay it out with them all:
 * fontkit 2.0.4 fails on some of Noto Sans Malayalam's above-base mark anchors ("ലക്ഷ്മി"), so such
 * a run is laid out without above-base mark positioning (legible, the mark a little off).
 */
export type Run = { font: string; text: string; features?: Record<string, boolean> };

const FALLBACK_FEATURES: Record<string, boolean>[] = [
  { abvm: false },
  { abvm: false, blwm: false, mark: false, mkmk: false },
];

/** The run as given when fontkit lays it out, else with fewer features, else as "?"s. */
function laidOut(run: Run, face: LoadedFace): Run {
  if (face.id.startsWith('latin')) return run;
  const fits = (features?: Record<string, boolean>) => {
    try {
      face.font.layout(run.text, features && { ...features });
      return true;
    } catch {
      return false;
    }
  };
  if (fits()) return run;
  const features = FALLBACK_FEATURES.find((f) => fits(f));
  return features ? { ...run, features } : { font: 'latin-regular', text: '?'.repeat([...run.text].length) };
}

const STAYS_WITH_RUN = /\p{M}|\u200c|\u200d|\n/u;

/**
 * Text cut into runs of one font each. A character goes on in the current run's font when that
 * font has it (spaces and punctuation stay with their words), else into the first face that has
 * it; a character no face has is printed as "?".
 */
export function fontRuns(text: string, weight: Weight): Run[] {
  const list = faces(weight);
  const runs: { run: Run; face: LoadedFace }[] = [];
  let current: LoadedFace | undefined;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    let face = current;
    let printed = char;
    if (!(face && (STAYS_WITH_RUN.test(char) || face.font.hasGlyphForCodePoint(code)))) {
      face = list.find((f) => f.font.hasGlyphForCodePoint(code));
      if (!face) {
        face = list[0]!;
        printed = '?';
      }
    }
    if (face === current) runs.at(-1)!.run.text += printed;
    else runs.push({ run: { font: face.id, text: printed }, face });
    current = face;
  }
  return runs.map(({ run, face }) => laidOut(run, face));
}
