import { isChatEmoji, type ChatPhrase } from '../protocol/chat';
import type { OnlineKey } from './online/de';

/**
 * The phrase keys of a preset chat phrase. The server only ever sends the chat key, so each
 * recipient reads the same line in their own language (the online pack, shared/i18n/online/).
 */

export const chatPhraseKey = (p: ChatPhrase): OnlineKey => `chat.${p}`;

/** What a button for `p` is called: the sentence itself, or the emoji's name. */
export const chatButtonKey = (p: ChatPhrase): OnlineKey => (isChatEmoji(p) ? `chat.name.${p}` : `chat.${p}`);
