/** The flags this machine's Chromium needs (scripts/chromium-args.mjs). */
export declare const CHROMIUM_ARGS: readonly string[];
