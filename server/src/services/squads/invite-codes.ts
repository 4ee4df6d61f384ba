/**
 * Invite codes of teams (a squad's reserved team, a cup's team): random, about 49 bits, shown once
 * to the captain and kept only as a SHA-256 hash, so a database read never reveals a live code.
 */
import { createHash, randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@squadhub/shared';

export const hashInviteCode = (code: string) => createHash('sha256').update(code).digest('hex');

export function newInviteCode(): string {
  return Array.from(
    { length: INVITE_CODE_LENGTH },
    () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)],
  ).join('');
}
