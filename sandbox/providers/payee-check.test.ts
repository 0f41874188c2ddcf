import { describe, expect, it } from 'vitest';
import { checkPayee, compareNames } from './payee-check.ts';

/**
 * The payee's bank's answer to the Verification of Payee (Regulation (EU) 2024/886): one case of the
 * table in payee-check.ts each, against the simulated banks' register (payee-register.ts).
 */

describe('checkPayee', () => {
  it('an account not in the register: its bank does not answer (unavailable)', () => {
    expect(checkPayee('FI5666010000010010', 'Neste Oyj')).toEqual({ payee_check: 'unavailable', payee_check_name: null });
  });

  it('no account at all: nothing to ask (unavailable)', () => {
    expect(checkPayee(null, 'Sofia Lind')).toEqual({ payee_check: 'unavailable', payee_check_name: null });
  });

  it('the holder’s name equal to the payee’s: match', () => {
    expect(checkPayee('FI0912345600001001', 'Lyreco Finland Oy')).toEqual({ payee_check: 'match', payee_check_name: null });
  });

  it('the account in its printed form (spaces, lower case) is the same account', () => {
    expect(checkPayee('fi09 1234 5600 0010 01', 'Lyreco Finland Oy').payee_check).toBe('match');
  });

  it('case, whitespace and punctuation do not tell names apart: match', () => {
    expect(checkPayee('FI8731313000004004', 'VERKKOKAUPPA.COM  OYJ').payee_check).toBe('match');
    expect(checkPayee('FI8731313000004004', 'Verkkokauppa com Oyj').payee_check).toBe('match');
    expect(checkPayee('FI5312345600013013', 'kaisa mäkinen').payee_check).toBe('match');
  });

  it('the Swedish legal form for the Finnish one (Oy/Ab): close match, with the bank’s name', () => {
    expect(checkPayee('FI4457990000008008', 'Kespro Oy')).toEqual({ payee_check: 'close_match', payee_check_name: 'Kespro Ab' });
  });

  it('a public company’s forms (Oyj/Abp), and no legal form at all: close match', () => {
    expect(checkPayee('FI0620003800003003', 'Elisa Abp')).toEqual({ payee_check: 'close_match', payee_check_name: 'Elisa Oyj' });
    expect(checkPayee('FI1215903000002002', 'Helen')).toEqual({ payee_check: 'close_match', payee_check_name: 'Helen Oy' });
  });

  it('a slip of a letter or two: close match', () => {
    expect(checkPayee('FI6380001000012012', 'Rautakeskko Oy')).toEqual({ payee_check: 'close_match', payee_check_name: 'Rautakesko Oy' });
    expect(checkPayee('FI5615903000014014', 'Pekka Koronen')).toEqual({ payee_check: 'close_match', payee_check_name: 'Pekka Korhonen' });
  });

  it('another name on the account: no match, and the bank’s name is not given', () => {
    expect(checkPayee('FI5971100000011011', 'Puukeskus Oy')).toEqual({ payee_check: 'no_match', payee_check_name: null });
  });
});

describe('compareNames', () => {
  it('a short name two letters from another is another name, not a slip', () => {
    expect(compareNames('Ab Oy', 'Ab Oy')).toBe('match');
    expect(compareNames('Helen Oy', 'Elen Oy')).toBe('no_match');
    expect(compareNames('Kari Oy', 'Mari Oy')).toBe('no_match');
  });

  it('a name that is only a legal form matches nothing but itself', () => {
    expect(compareNames('Oy', 'Ab')).toBe('no_match');
  });

  it('an empty name matches nothing', () => {
    expect(compareNames('', 'Helen Oy')).toBe('no_match');
    expect(compareNames('  .. ', 'Helen Oy')).toBe('no_match');
  });
});
