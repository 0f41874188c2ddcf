import { normalizeIban } from '../../src/api/schemas/finnish-identifiers.ts';
import { ACCOUNT_HOLDERS } from './payee-register.ts';

/**
 * The payee's bank's answer to the Verification of Payee the payer's bank asks before a credit transfer
 * (Regulation (EU) 2024/886, amending Regulation (EU) No 260/2012, art. 5c): does the name the payer gives
 * match the holder of the account? Deterministic — the simulated banks' holders (payee-register.ts) and the
 * two names decide it, never time or chance.
 *
 * | The account                 | The holder's name against the payee's                                  | Answer        |
 * |-----------------------------|-------------------------------------------------------------------------|---------------|
 * | not in the register         | —                                                                       | `unavailable` |
 * | in the register             | equal once case, whitespace and punctuation are set aside              | `match`       |
 * | in the register             | the same name with another legal form or its Swedish/Finnish variant    | `close_match` |
 * |                             | (Oy/Ab, Oyj/Abp, …), or at most two letters apart                        | (the bank's name given) |
 * | in the register             | anything else                                                           | `no_match`    |
 *
 * The regulation lets the payee's bank give the holder's name only for a close match, so only then is it
 * answered.
 */

export type PayeeCheckResult =
  | { payee_check: 'match' | 'no_match' | 'unavailable'; payee_check_name: null }
  | { payee_check: 'close_match'; payee_check_name: string };

/** Legal forms that do not tell two names apart: the Finnish ones and their Swedish equivalents. */
const LEGAL_FORMS = new Set(['oy', 'ab', 'oyj', 'abp', 'ky', 'kb', 'ay', 'hb', 'tmi', 'osk', 'anl', 'ry', 'rf', 'osakeyhtiö', 'aktiebolag']);

/** At most this many single-letter edits apart is a close match (a typing slip, not another name). */
const CLOSE_EDIT_DISTANCE = 2;

/** Case, whitespace and punctuation set aside: lower-case words of letters and digits. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFC')
    .toLocaleLowerCase('fi')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

export function compareNames(payeeName: string, holderName: string): 'match' | 'close_match' | 'no_match' {
  const payee = nameWords(payeeName);
  const holder = nameWords(holderName);
  if (payee.length === 0 || holder.length === 0) return 'no_match';
  if (payee.join(' ') === holder.join(' ')) return 'match';
  const withoutForm = (words: string[]) => words.filter((word) => !LEGAL_FORMS.has(word)).join(' ');
  const payeeCore = withoutForm(payee);
  const holderCore = withoutForm(holder);
  if (payeeCore !== '' && payeeCore === holderCore) return 'close_match';
  // a slip of a letter or two is close only in a name long enough that two letters do not make another name
  const shorter = Math.min(payeeCore.length, holderCore.length);
  if (shorter > 3 * CLOSE_EDIT_DISTANCE && editDistance(payeeCore, holderCore) <= CLOSE_EDIT_DISTANCE) return 'close_match';
  return 'no_match';
}

/** The payee's bank's answer for a payment of `payeeName` to `iban` (any spacing). */
export function checkPayee(iban: string | null, payeeName: string): PayeeCheckResult {
  const holder = iban === null ? undefined : ACCOUNT_HOLDERS[normalizeIban(iban)];
  if (holder === undefined) return { payee_check: 'unavailable', payee_check_name: null };
  const answer = compareNames(payeeName, holder);
  return answer === 'close_match' ? { payee_check: answer, payee_check_name: holder } : { payee_check: answer, payee_check_name: null };
}
