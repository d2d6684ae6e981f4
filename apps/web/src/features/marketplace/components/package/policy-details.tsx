import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';

type PolicyDetailsProps = {
  id: string;
  title: string;
  /** Sanitised HTML from the server; empty shows `fallback` (spec 001 §9 default texts). */
  html: string;
  fallback: readonly string[];
  /**
   * ADR 1304: when set, `fallback` is the enforced rule and always shows; the package's own text
   * follows it under this heading as notes, never in its place.
   */
  notesTitle?: string;
};

const richText =
  'text-zinc-800 [&_a]:text-brand-700 [&_a]:underline [&_li]:mb-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-2 [&_ul]:list-disc [&_ul]:pl-5';

/** spec 001 §2: Terms and Cancellation collapse; a native <details> needs no script. */
export function PolicyDetails({ id, title, html, fallback, notesTitle }: PolicyDetailsProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // Following the anchor bar to this section opens it.
  useEffect(() => {
    const openOnHash = () => {
      if (window.location.hash === `#${id}` && detailsRef.current) detailsRef.current.open = true;
    };
    openOnHash();
    window.addEventListener('hashchange', openOnHash);
    return () => window.removeEventListener('hashchange', openOnHash);
  }, [id]);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-32">
      <details ref={detailsRef} className="group rounded-xl border bg-white shadow-sm">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          <h2 id={`${id}-heading`} className="text-xl font-bold tracking-tight">
            {title}
          </h2>
          <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t p-4">
          {notesTitle ? (
            <>
              <ul className={richText}>
                {fallback.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {html.trim() && (
                <div className="mt-4 border-t pt-4">
                  <h3 className="mb-2 text-sm font-semibold">{notesTitle}</h3>
                  {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server. */}
                  <div className={richText} dangerouslySetInnerHTML={{ __html: html }} />
                </div>
              )}
            </>
          ) : html.trim() ? (
            // The server sanitises this rich text before storing it (spec 001 §3).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server.
            <div className={richText} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <ul className={richText}>
              {fallback.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      </details>
    </section>
  );
}
