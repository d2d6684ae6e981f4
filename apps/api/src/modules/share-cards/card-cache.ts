// The rendered cards kept in the process (ADR 1316): one entry per page (its latest version),
// least recently used dropped first past `maxBytes`, and one render at a time per version
// however many requests ask for it at once.

/** `started`: the render's turn; a slower render of an older version never replaces a newer one. */
type Entry = { version: string; png: Buffer; started: number };

export class CardCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  private started = 0;

  constructor(private readonly maxBytes: number) {}

  /** The page's card at `version`: kept, being rendered, or rendered now by `render`. */
  async get(page: string, version: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.entries.get(page);
    if (kept?.version === version) {
      // Most recently used last.
      this.entries.delete(page);
      this.entries.set(page, kept);
      return kept.png;
    }
    const key = `${page}\n${version}`;
    let pending = this.rendering.get(key);
    if (!pending) {
      const started = ++this.started;
      pending = render()
        .then((png) => {
          this.keep(page, { version, png, started });
          return png;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private keep(page: string, entry: Entry): void {
    const old = this.entries.get(page);
    if (old && old.started > entry.started) return;
    if (old) {
      this.bytes -= old.png.length;
      this.entries.delete(page);
    }
    this.entries.set(page, entry);
    this.bytes += entry.png.length;
    for (const [oldest, { png }] of this.entries) {
      if (this.bytes <= this.maxBytes || oldest === page) break;
      this.entries.delete(oldest);
      this.bytes -= png.length;
    }
  }
}
