import { describe, expect, it } from 'vitest';
import { validMemoryDetails } from '../../../src/domain/memory/memory-details.js';
import { cleanName, NAME_MAX_LENGTH, NAME_MIN_LENGTH, nameCleaning, nameExcess, nameProblem } from '../../../src/domain/memory/memory-name.js';

describe('cleanName (spec §5 Names: trimmed, markup removed, < > " \' & removed, letters/digits/spaces, max 50, never cut)', () => {
  it.each([
    // trimming
    ['  Ana  ', 'Ana'],
    ['\tAna\n', 'Ana'],
    // markup removed
    ['<b>Ana</b>', 'Ana'],
    ['<i>Ana</i> <u>Bia</u>', 'Ana Bia'],
    ['Ana<br>Bia', 'AnaBia'],
    ['Ana<br/>Bia', 'AnaBia'],
    // a tag is removed, the text between tags stays and is then cleaned like any other text
    ['<script>alert(1)</script>Bia', 'alert1Bia'],
    ['<img src=x onerror=alert(1)>Ana', 'Ana'],
    ['<B>Ana</B>', 'Ana'],
    ['<a href="x">Ana</a> Bia', 'Ana Bia'],
    ['Ana <Bia> Carla', 'Ana Carla'],
    ['<!DOCTYPE html>Ana', 'Ana'],
    // HTML comments removed, even with a > or a tag inside
    ['<!-- oi -->Ana', 'Ana'],
    ['Ana<!-- a > b -->Bia', 'AnaBia'],
    ['<!-- <b>x</b> -->Ana', 'Ana'],
    // a < not followed by a letter (optionally after / or !) opens no markup: it is only a forbidden character
    ['Ana <3 Bia', 'Ana 3 Bia'],
    ['Ana<3Bia', 'Ana3Bia'],
    ['Ana <3 Bia >', 'Ana 3 Bia'],
    ['Ana <3 Bia > Carla', 'Ana 3 Bia Carla'],
    ['Ana <3 e <b>Bia</b>', 'Ana 3 e Bia'],
    ['Ana < Bia > Carla', 'Ana Bia Carla'],
    ['1 < 2 e 3 > 2', '1 2 e 3 2'],
    ['Ana </ Bia>', 'Ana Bia'],
    ['Ana <<3>> Bia', 'Ana 3 Bia'],
    // a tag that is never closed is not markup either: only its < goes
    ['Ana <b Bia', 'Ana b Bia'],
    ['<!-- Ana', 'Ana'],
    // the characters < > " ' & removed
    ['"Ana"', 'Ana'],
    ["D'Ávila", 'DÁvila'],
    ['Ana&Bia', 'AnaBia'],
    ['Ana & Bia', 'Ana Bia'],
    ['Ana>', 'Ana'],
    ['Ana<', 'Ana'],
    // accented letters kept (Unicode letters of any case)
    ['Júlia', 'Júlia'],
    ['Conceição', 'Conceição'],
    ['Zoë', 'Zoë'],
    ['Zoe\u0308', 'Zoë'], // decomposed input is stored composed
    ['ÂNGELA', 'ÂNGELA'],
    ['Ñandú', 'Ñandú'],
    // digits kept
    ['João 2', 'João 2'],
    ['R2D2', 'R2D2'],
    // emoji and punctuation dropped
    ['Ana 😍', 'Ana'],
    ['Ana ❤️ Bia', 'Ana Bia'],
    ['Ana!!! Bia?', 'Ana Bia'],
    ['Ana-Maria', 'AnaMaria'],
    ['Ana.Bia', 'AnaBia'],
    ['Ana_Bia', 'AnaBia'],
    ['Ana (Bia)', 'Ana Bia'],
    ['💖💖', ''],
    // emoji leave no invisible parts behind (variation selectors, keycaps, skin tones, joiners)
    ['Ana❤️', 'Ana'],
    ['❤️❤️', ''],
    ['1️⃣2️⃣', '12'],
    ['👍🏽👍🏽', ''],
    ['Ana 👨‍👩‍👧 Bia', 'Ana Bia'],
    // an accent with no letter to sit on is dropped
    ['Ana \u0301Bia', 'Ana Bia'],
    // runs of spaces collapse, other white space becomes a space
    ['Ana   Bia', 'Ana Bia'],
    ['Ana\tBia\nCarla', 'Ana Bia Carla'],
    ['Ana 😍 😍 Bia', 'Ana Bia'],
    // empty
    ['', ''],
    ['   ', ''],
    ['<b></b>', ''],
  ])('%j → %j', (raw, cleaned) => {
    expect(cleanName(raw)).toBe(cleaned);
  });

  it.each([
    ['A'.repeat(50), 'A'.repeat(50)],
    ['A'.repeat(51), 'A'.repeat(51)],
    ['Maria Eduarda dos Santos Oliveira de Albuquerque Cavalcanti', 'Maria Eduarda dos Santos Oliveira de Albuquerque Cavalcanti'],
    [`<b>${'A'.repeat(50)}</b>`, 'A'.repeat(50)],
    [`   ${'A'.repeat(50)}   `, 'A'.repeat(50)],
    [`${'A'.repeat(25)}     ${'B'.repeat(24)}`, `${'A'.repeat(25)} ${'B'.repeat(24)}`],
  ])('never cuts a name, whatever its length: %j → %j', (raw, cleaned) => {
    expect(cleanName(raw)).toBe(cleaned);
  });

  it.each([
    ['A'.repeat(50), 0],
    ['A'.repeat(51), 1],
    ['Maria Eduarda dos Santos Oliveira de Albuquerque Cavalcanti', 9],
    // counted once cleaned: markup, emoji and runs of spaces take no room
    [`<b>${'A'.repeat(50)}</b>`, 0],
    [`Amor ❤️ ${'da vida '.repeat(8)}`, 18],
    [`${'A'.repeat(25)}     ${'B'.repeat(24)}`, 0],
  ])('nameExcess(%j) is %i', (raw, excess) => {
    expect(nameExcess(raw)).toBe(excess);
  });

  it('the server refuses a name over the limit whole, saying by how much, and keeps one within it as the form shows it', () => {
    const input = {
      yourName: 'Maria Eduarda dos Santos Oliveira de Albuquerque Cavalcanti',
      lovedName: 'Amor ❤️ da vida',
      datingSince: '2021-06-12',
      message: 'Te amo',
      plan: 'premium',
      email: 'ana@example.com',
    };
    const now = new Date('2026-01-01T12:00:00Z');
    expect(() => validMemoryDetails(input, now)).toThrow(
      expect.objectContaining({ code: 'memory.name-too-long', details: { field: 'yourName', limit: 50, excess: 9 } }),
    );
    const details = validMemoryDetails({ ...input, yourName: 'Maria Eduarda dos Santos Oliveira de Albuquerque' }, now);
    expect(details.yourName).toBe('Maria Eduarda dos Santos Oliveira de Albuquerque');
    expect(details.lovedName).toBe('Amor da vida');
  });

  it('cleans idempotently', () => {
    for (const raw of ['<b>Ana</b>  Júlia!!', "D'Ávila & Conceição", `${'Zoë '.repeat(20)}`, 'Ana <3 Bia', '<<b>b>Ana']) {
      expect(cleanName(cleanName(raw))).toBe(cleanName(raw));
    }
  });

  it('limits match the spec', () => {
    expect(NAME_MAX_LENGTH).toBe(50);
    expect(NAME_MIN_LENGTH).toBe(2);
  });
});

describe('nameProblem on the name as typed (spec §5 Names live errors)', () => {
  it.each([
    ['', 'required'],
    ['A', 'too-short'],
    ['É', 'too-short'],
    ['7', 'too-short'],
    ['Al', null],
    ['Jô', null],
    ['Ana Júlia', null],
    ['A'.repeat(50), null],
    ['A'.repeat(51), 'too-long'],
  ] as const)('%j → %s', (cleaned, problem) => {
    expect(nameProblem(cleaned)).toBe(problem);
  });

  it.each([
    ['   ', 'required'],
    ['<b></b>', 'required'],
    ['<!-- -->', 'required'],
    // Something was typed, but all of it is left out: the buyer is told why, not that the name is missing.
    ['😍', 'emoji-only'],
    ['❤️❤️', 'emoji-only'],
    ['👩‍❤️‍👨', 'emoji-only'],
    ['🇧🇷', 'emoji-only'],
    ['<b>😍</b>', 'emoji-only'],
    ['!!! ???', 'emoji-only'],
    ['&', 'emoji-only'],
    ['A❤️', 'too-short'],
    ['<b>A</b>', 'too-short'],
    ['<3', 'too-short'],
    ['<3 <3', null],
    [' A! ', 'too-short'],
    ['E\u0301', 'too-short'], // one letter written as two code points
  ] as const)('raw %j has the problem %s', (raw, problem) => {
    expect(nameProblem(raw)).toBe(problem);
  });
});

describe('nameCleaning: what the form says before a name is changed', () => {
  it.each([
    ['Ana Júlia', 'Ana Júlia', 9, false],
    // spaces alone are not worth a word
    ['  Ana   Júlia ', 'Ana Júlia', 9, false],
    ['Amor ❤️ da vida', 'Amor da vida', 12, true],
    ['<b>Ana</b>', 'Ana', 3, true],
    ["D'Ávila", 'DÁvila', 6, true],
    ['Zoe\u0308', 'Zoë', 3, false],
    ['Maria Eduarda dos Santos Oliveira de Albuquerque Cavalcanti', 'Maria Eduarda dos Santos Oliveira de Albuquerque Cavalcanti', 59, false],
    [`😍 ${'A'.repeat(51)}`, 'A'.repeat(51), 51, true],
  ])('%j → %j (%i counted, drops characters: %s)', (raw, cleaned, length, dropsCharacters) => {
    expect(nameCleaning(raw)).toEqual({ cleaned, length, dropsCharacters });
    expect(nameCleaning(raw).cleaned).toBe(cleanName(raw));
  });
});
