import { Fragment } from 'react';
import { breakPieces } from '@/utils/break-points';
import { cn } from '@/utils/cn';

/**
 * Long e-mails and user names in tables and cards: the line breaks between the address's parts
 * (after ".", "-", "_", "+", before "@"), never one letter per line; a single part longer than the
 * box still wraps rather than overflowing. The full text is the title, for hovering.
 */
export function BreakableText({ text, className }: { text: string; className?: string }) {
  return (
    <span title={text} className={cn('[overflow-wrap:break-word]', className)}>
      {breakPieces(text).map((piece, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in order.
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
