// `npm run bench`: engine and bot figures, one JSON object per line on stdout:
//   {"name": "<game>.<figure>", "value": 12345, "unit": "games/s"}
// Names are `<game>.<figure>`; keep a name's meaning stable once it exists.
// Placeholder until the engines land: prints one line that measures nothing.
console.log(JSON.stringify({ name: 'bench.placeholder', value: 0, unit: 'none' }));
