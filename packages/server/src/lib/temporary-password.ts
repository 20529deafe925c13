import { randomInt } from 'node:crypto';

const lower = 'abcdefghijkmnpqrstuvwxyz';
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
// Specials that survive being copied from an e-mail: no quotes, backslashes or look-alikes.
const specials = '#$%&*+-=?@';

const pick = (set: string) => set[randomInt(set.length)]!;

/** 12 random characters with every class the password rule asks for (SPEC §5), easy to type from an e-mail. */
export const temporaryPassword = (): string => {
  const all = lower + upper + digits + specials;
  const characters = [pick(lower), pick(upper), pick(digits), pick(specials)];
  while (characters.length < 12) characters.push(pick(all));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other]!, characters[index]!];
  }
  return characters.join('');
};
