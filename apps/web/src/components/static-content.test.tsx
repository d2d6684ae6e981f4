import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StaticContent } from './static-content';

// ADR 1384: the server writes the part in full; the browser's first hydration keeps those nodes
// (checked in e2e/ssr.spec.ts, which has a browser).

describe('StaticContent', () => {
  it('renders its children on the server, in a wrapper that takes no room in the layout', () => {
    const html = renderToString(
      <MemoryRouter>
        <StaticContent>
          <ol>
            <li>Day 1</li>
          </ol>
        </StaticContent>
      </MemoryRouter>,
    );
    expect(html).toBe('<div class="contents"><ol><li>Day 1</li></ol></div>');
  });
});
