import { checkCancellationText } from '@wayfarer/shared/rules/cancellation-claims';
import { defaultCancellationText } from '@wayfarer/shared/rules/package';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PolicyDetails } from './policy-details';

// ADR 1304: the package page shows the enforced cancellation rule, the creator's text under it as notes.

const cancellation = (html: string) =>
  renderToStaticMarkup(
    <PolicyDetails
      id="cancellation"
      title="Cancellation"
      html={html}
      fallback={defaultCancellationText}
      notesTitle="Notes from the creator"
    />,
  );

describe('the package page’s cancellation section', () => {
  it('a creator’s text never replaces the enforced slabs: it follows them as notes', () => {
    const html = cancellation('<p>Tell us early and we will help you rebook.</p>');
    expect(checkCancellationText(html).missing).toEqual([]);
    expect(html).toContain(
      '20% of the package cost is deducted for a cancellation received 45 days or more before departure.',
    );
    const notes = html.indexOf('Notes from the creator');
    expect(notes).toBeGreaterThan(html.indexOf('45 days or more'));
    expect(html.indexOf('Tell us early')).toBeGreaterThan(notes);
  });

  it('without a text of its own, the enforced slabs alone', () => {
    const html = cancellation('');
    expect(checkCancellationText(html)).toEqual({ wrong: [], missing: [] });
    expect(html).not.toContain('Notes from the creator');
  });
});
