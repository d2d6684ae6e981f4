// The one clock type of the API. Routes, services and jobs read the time through the app's clock
// (`app.deps.clock`, BuildOptions.clock), so a test moves time on instead of waiting.

/** What the time is now; the system's by default, a test's own in the tests. */
export type Clock = () => Date;

/** The system clock. */
export const systemClock: Clock = () => new Date();
