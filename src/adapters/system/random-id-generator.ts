import { randomInt } from 'node:crypto';
import type { IdGenerator } from '../../application/ports/id-generator.js';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const LENGTH = 16;

/** 16 characters from a 32-letter alphabet without look-alikes: 80 random bits, short enough for a printed link. */
export class RandomIdGenerator implements IdGenerator {
  memoryId(): string {
    let id = '';
    for (let i = 0; i < LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
    return id;
  }
}
