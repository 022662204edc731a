/**
 * Preset chat and player reports at a table. Nobody types free text: a phrase travels as a
 * key from this list and every recipient shows it in their own language (`chat.<key>` in
 * shared/i18n), so there is nothing to moderate in the words themselves and nothing to
 * translate on the server.
 *
 * Plain values only (the schemas are in table.ts): browsers import this file without valibot.
 */

/** Sentences (order = order of the buttons). */
export const CHAT_SENTENCES = [
  'hello',
  'good-luck',
  'nice-move',
  'well-played',
  'thanks',
  'sorry',
  'oops',
  'one-moment',
  'brb',
  'one-more',
  'bye',
] as const;

/** Emojis: the glyph is the phrase in both languages; `chat.name.<key>` names the button. */
export const CHAT_EMOJIS = ['thumbs-up', 'laugh', 'wow', 'clover', 'party'] as const;

export const CHAT_PHRASES = [...CHAT_SENTENCES, ...CHAT_EMOJIS] as const;
export type ChatPhrase = (typeof CHAT_PHRASES)[number];
export type ChatEmoji = (typeof CHAT_EMOJIS)[number];

export const isChatEmoji = (p: ChatPhrase): p is ChatEmoji => (CHAT_EMOJIS as readonly string[]).includes(p);

/** One line per seat per this many milliseconds, enforced by the table. */
export const CHAT_INTERVAL_MS = 5_000;

/** Lines a table keeps (for reconnecting clients and for reports). */
export const CHAT_KEEP = 50;

/** Why someone is reported (optional in the message; "other" when missing). */
export const REPORT_REASONS = ['name', 'rude', 'cheating', 'left', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
