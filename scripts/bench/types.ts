/** One benchmark figure, printed as one JSON line by `npm run bench`. */
export interface Figure {
  /** `<game>.<figure>`; keep a name's meaning stable once it exists. */
  name: string;
  value: number;
  unit: string;
}
