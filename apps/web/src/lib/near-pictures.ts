/**
 * A picture near the top of a page that is not its largest (docs/decisions/1405): eager, so the
 * browser finds it as it reads the markup, at low priority, so React's server renderer does not
 * preload it and it does not race the page's largest picture. A lazy picture this close to the
 * first screen is fetched right after the first layout anyway, from a task Lighthouse counts.
 */
export const NEAR_PICTURE = { loading: 'eager', fetchPriority: 'low' } as const;

/**
 * The cards of a grid whose pictures come that way. Chromium loads a lazy picture within 1,250 px
 * of the screen (2,500 on a slower connection) once the page is laid out: at 412 × 823 px the first
 * five or six cards of `/packages`. Five, not six: side by side on home, five left the simulated
 * largest paint at 1.3 s, six moved it to 2.2 s (round 4 session 31).
 */
export const NEAR_CARDS = 5;
