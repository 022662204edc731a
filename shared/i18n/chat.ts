import { isChatEmoji, type ChatPhrase } from '../protocol/chat';
import { translate, type Lang, type PhraseKey } from './index';

/**
 * How a preset chat phrase reads in one language. The server only ever sends the key, so
 * each recipient renders the same line in their own language here.
 */

export const chatPhraseKey = (p: ChatPhrase): PhraseKey => `chat.${p}`;

/** What a button for `p` is called: the sentence itself, or the emoji's name. */
export const chatButtonKey = (p: ChatPhrase): PhraseKey => (isChatEmoji(p) ? `chat.name.${p}` : `chat.${p}`);

/** "Anna: Viel Glück!" */
export const chatLineText = (lang: Lang, name: string, phrase: ChatPhrase): string =>
  translate(lang, 'chat.line', { name, text: translate(lang, chatPhraseKey(phrase)) });
