import { describe, expect, it } from 'vitest';
import { allowedMisreads, editDistance, foldName, matchPlayers } from './match-players.js';

describe('foldName', () => {
  it('turns decorative letters into the letters an OCR reads', () => {
    expect(foldName('𝓚𝓲𝓷𝓰')).toBe('king');
    expect(foldName('ꜱɴɪᴘᴇʀ')).toBe('sniper');
    expect(foldName('𝕯𝖗𝖆𝖌𝖔𝖓')).toBe('dragon');
    expect(foldName('ᴳᴼᴰ Rishi')).toBe('godrishi');
  });

  it('drops decorations and spaces, folds case, keeps every script', () => {
    expect(foldName('★Viper★')).toBe('viper');
    expect(foldName('『SK』Ace')).toBe('skace');
    expect(foldName('Viper_X')).toBe('viperx');
    expect(foldName('Медведь')).toBe('медведь');
    expect(foldName('राहुल')).toBe('राहुल');
  });
});

describe('editDistance', () => {
  it('counts inserted, deleted and replaced characters', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('lonewolf', 'lonewoali')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('𝓚x', '𝓚y')).toBe(1);
  });
});

describe('matchPlayers', () => {
  const team = ['LoneWolf', '𝓢𝓱𝓪𝓭𝓸𝔀', 'ꜱɴɪᴘᴇʀ', 'Rex_09'];

  it('matches names read with one or two wrong letters to their players', () => {
    expect(matchPlayers(['LoneWoali', 'Shadow', 'SNIPER', 'Rex 09'], team)).toEqual([0, 1, 2, 3]);
    expect(matchPlayers(['Shad0w', 'SNlPER'], team)).toEqual([1, 2]);
  });

  it('allows one misread letter in a short name and two from eight letters on', () => {
    expect(allowedMisreads('ab')).toBe(0);
    expect(allowedMisreads('rex09')).toBe(1);
    expect(allowedMisreads('lonewolf')).toBe(2);
    expect(matchPlayers(['Rxx_99'], ['Rex_09'])).toEqual([null]);
    expect(matchPlayers(['Zo'], ['Zeus'])).toEqual([null]);
  });

  it('counts a clan tag or mark beside the whole name as the name', () => {
    expect(matchPlayers(['[SK] Ghost'], ['Ghost'])).toEqual([0]);
  });

  it('gives each player to one read name only, the closest first', () => {
    expect(matchPlayers(['Hunter_2', 'Hunter_21'], ['Hunter_21'])).toEqual([null, 0]);
  });

  it('leaves names it cannot tell apart from nothing unmatched', () => {
    expect(matchPlayers(['', '???', 'Bosak'], ['Волк', 'فهد'])).toEqual([null, null, null]);
  });
});
