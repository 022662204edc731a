import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MauMoveSchema } from '../games/maumau/schema';
import { CHAT_EMOJIS, CHAT_PHRASES, CHAT_SENTENCES, type ChatPhrase } from '../protocol/chat';
import { serverMessageSchema } from '../protocol/table';
import { chatButtonKey, chatPhraseKey } from './chat';
import { translate, type Lang } from './index';

/** "Anna: Viel Glück!", as the chat panel writes a line. */
const chatLineText = (lang: Lang, name: string, phrase: ChatPhrase): string =>
  translate(lang, 'chat.line', { name, text: translate(lang, chatPhraseKey(phrase)) });

describe('preset chat phrases', () => {
  it('renders one and the same chat message in each recipient’s language', () => {
    // What the table sends to everyone: a key, no words.
    const wire = '{"type":"chat","seat":0,"name":"Anna","phrase":"good-luck","at":1}';
    const parsed = v.parse(serverMessageSchema(MauMoveSchema, v.unknown()), JSON.parse(wire));
    if (parsed.type !== 'chat') throw new Error('not a chat message');
    expect(chatLineText('de', parsed.name, parsed.phrase)).toBe('Anna: Viel Glück!');
    expect(chatLineText('en', parsed.name, parsed.phrase)).toBe('Anna: Good luck!');
    expect(chatLineText('de', 'Ben', 'brb')).toBe('Ben: Ich muss kurz weg.');
    expect(chatLineText('en', 'Ben', 'brb')).toBe('Ben: Be right back.');
  });

  it('has a sentence in both languages for every key, and a spoken name for every emoji', () => {
    expect(CHAT_SENTENCES.length).toBeGreaterThanOrEqual(8);
    expect(CHAT_EMOJIS.length).toBeGreaterThanOrEqual(4);
    for (const p of CHAT_PHRASES) {
      for (const lang of ['de', 'en'] as const) {
        expect(translate(lang, chatPhraseKey(p)).length, `${lang} ${p}`).toBeGreaterThan(0);
        expect(translate(lang, chatButtonKey(p)), `${lang} ${p}`).toMatch(/\p{L}/u);
      }
    }
    for (const s of CHAT_SENTENCES) expect(translate('de', chatPhraseKey(s))).not.toBe(translate('en', chatPhraseKey(s)));
  });
});
