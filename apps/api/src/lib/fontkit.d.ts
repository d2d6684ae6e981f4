// The little of fontkit (pdfkit's font engine) that the API uses: which characters a font has
// (lib/pdf-fonts.ts), and a run's shaped glyphs with their outlines (the share cards' text).
declare module 'fontkit' {
  export interface Path {
    toSVG(): string;
  }
  export interface Glyph {
    id: number;
    path: Path;
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
  }
  export interface Font {
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    getGlyph(id: number): Glyph;
    layout(text: string, features?: Record<string, boolean>): GlyphRun;
  }
  export function create(buffer: Buffer): Font;
}
