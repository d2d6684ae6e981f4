import { Check, X } from 'lucide-react';

/** Inclusions (ticks) or exclusions (crosses). */
export function BulletList({ items, kind }: { items: string[]; kind: 'included' | 'excluded' }) {
  if (items.length === 0) return <p className="text-muted-foreground">Nothing listed.</p>;
  const Icon = kind === 'included' ? Check : X;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-zinc-800">
          <Icon
            aria-hidden="true"
            className={
              kind === 'included'
                ? 'mt-0.5 size-5 shrink-0 text-green-700'
                : 'mt-0.5 size-5 shrink-0 text-red-700'
            }
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
