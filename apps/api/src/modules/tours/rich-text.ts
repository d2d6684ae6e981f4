import sanitizeHtml from 'sanitize-html';

// The package's rich text (cancellationPolicy, termsAndConditions, additionalNotes) is
// kept to a small, safe subset of HTML on the server, whatever the editor sent.
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside them, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // Every link gets rel="noopener nofollow"; a href with another scheme is removed afterwards.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener nofollow' },
    }),
  },
};

/** The safe subset of `html`; an empty or tag-only-whitespace text becomes ''. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, options).trim();
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? '' : clean;
}
