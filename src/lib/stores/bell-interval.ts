// The bell's polling interval alone (no imports), so the benchmark can read it (bench/config.mjs NOTIFY).
/** How often a visible tab asks for new notifications: the longest a new order waits for the bell. */
export const POLL_INTERVAL_MS = 12_000;
