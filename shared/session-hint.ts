// The readable cookie beside the httpOnly tokens: "someone is signed in, with this role". The
// edge worker sets and clears it (src/lib/edge/cookies.ts); pages read it
// (src/lib/stores/session.ts) to skip the profile request for visitors. It grants nothing.
export const HINT_COOKIE = "aswaq_session";
