// The little of fontkit (pdfkit's font engine) that lib/pdf-fonts.ts uses: which characters a font has.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: Record<string, boolean>): unknown;
  }
  export function create(buffer: Buffer): Font;
}
