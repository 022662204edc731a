import { describe, expect, it } from 'vitest';
import { drawAllArt } from './art-files';
import { allArt, frenchArtPath, frenchSignArtPath, germanArtPath, germanSignArtPath, offlineArt } from './art-paths';

describe('card picture files', () => {
  const files = drawAllArt();

  it('draws every deck once: 20 Schnapsen, 32 Württemberg, 32 French in two colourings, J and Q also in English, three backs; the suit signs', () => {
    // Four German signs; four French ones, Karo and Kreuz also in the four-colour deck's colours.
    expect(files.size).toBe(20 + 32 + 32 * 2 + 8 * 2 + 3 + 4 + 6);
    for (const [path, svg] of files) {
      expect(path).toMatch(/^(fr|dd|wb|signs)\/[\w-]+\.svg$/);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    }
  });

  it('prints Q and J on English cards, D and B on German ones', () => {
    expect(files.get(frenchArtPath('hearts', 'Q', { lang: 'en' }))).toContain('>Q<');
    expect(files.get(frenchArtPath('hearts', 'Q', { lang: 'de' }))).toContain('>D<');
    expect(files.get(frenchArtPath('spades', 'J', { lang: 'en', fourColour: true }))).toContain('>J<');
    expect(files.get(frenchArtPath('spades', 'J', { lang: 'de' }))).toContain('>B<');
    // Kings, Aces and numbers read the same in both languages: one file each.
    expect(frenchArtPath('clubs', 'K', { lang: 'en' })).toBe(frenchArtPath('clubs', 'K', { lang: 'de' }));
  });

  it('keeps Schnapsen and the two-colour French deck for offline play', () => {
    const offline = new Set(offlineArt());
    expect(offline.has(germanArtPath('doppeldeutsch', 'schellen', 'A'))).toBe(true);
    expect(offline.has(frenchArtPath('diamonds', 'Q', { lang: 'en' }))).toBe(true);
    expect(offline.has(germanArtPath('wuerttemberg', 'laub', '7'))).toBe(false);
    expect(offline.has(germanSignArtPath('eichel'))).toBe(true);
    expect(offline.has(frenchSignArtPath('clubs'))).toBe(true);
    expect(frenchSignArtPath('hearts', true)).toBe(frenchSignArtPath('hearts'));
    for (const p of offline) expect(allArt().some((a) => a.path === p)).toBe(true);
  });
});
