// The solo table runs entirely in the browser (also offline); nothing to render on the server.
export const ssr = false;
