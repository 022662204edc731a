// The table lives in this browser (saved game, Web Worker); nothing to render on the server.
export const ssr = false;
