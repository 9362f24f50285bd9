// What a caught value says: an Error's message, anything else as text (a script's catch gets
// `unknown`, and a child process or a library may throw a string).

/** @param {unknown} error */
export const errorMessage = (error) => (error instanceof Error ? error.message : String(error));
