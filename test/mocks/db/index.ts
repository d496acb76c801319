/** The in-memory shop behind every handler. Reset between tests; state lives in the process. */
export function resetDb(): void {}
