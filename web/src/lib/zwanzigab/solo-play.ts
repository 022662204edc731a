/**
 * What the solo page needs only once a match is on the table: the game's engine, the save
 * and the table's components. The page loads it on demand (solo-load.ts); what it shares
 * with the other games' pages (the table host, the computers' Web Worker) stays on the page.
 */
export { zwanzigab } from '$shared/games/zwanzigab/game';
export { SAVE_VERSION, clearTable, loadTable, saveTable } from './save';
export { default as ZwanzigTable } from './ZwanzigTable.svelte';
export { default as HintPanel } from './HintPanel.svelte';
