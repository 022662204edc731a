import { describe, expect, it } from 'vitest';
import { computerNumbers } from '../computer-numbers';
import { onlineRecordNames } from '../../replay/seat-tokens';

describe('computer numbers', () => {
  const seats = [
    { kind: 'human', name: 'Anna', bot: null, left: false },
    { kind: 'bot', name: 'Ben', bot: 'mittel', left: true },
    { kind: 'bot', name: '', bot: 'stark', left: false },
    { kind: 'bot', name: '', bot: 'leicht', left: false },
  ];

  it('counts only the computers still playing, in seat order; a taken-over seat keeps its person', () => {
    expect(computerNumbers(seats)).toEqual([0, 0, 1, 2]);
    expect(onlineRecordNames(seats)).toEqual(['Anna', 'Ben', 'computer:1:stark', 'computer:2:leicht']);
  });
});
