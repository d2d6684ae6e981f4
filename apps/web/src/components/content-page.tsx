import type { ReactNode } from 'react';

type ContentPageProps = {
  title: string;
  intro?: ReactNode;
  updated?: string;
  children: ReactNode;
};

/** A readable long-form page (policies, about): one h1, sections with h2 headings. */
export function ContentPage({ title, intro, updated, children }: ContentPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
      <header className="mb-8 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {updated && <p className="mt-2 text-sm text-muted-foreground">Last updated: {updated}</p>}
        {intro && <div className="mt-4 text-lg text-zinc-700">{intro}</div>}
      </header>
      <div className="space-y-8 leading-7 text-zinc-800 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-foreground [&_li]:ml-5 [&_li]:list-disc [&_li+li]:mt-1.5 [&_p+p]:mt-3 [&_p+ul]:mt-3 [&_ul+p]:mt-3">
        {children}
      </div>
    </article>
  );
}
