import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquirerCompanyIdOf, acquirerKeyStorageFails, acquirerRefusesMerchantAccount, checkAcquirerKey } from '../../providers/acquirer.ts';
import { canonicalShopDomain } from '../../providers/storefront.ts';
import { open, seal } from './vault.ts';

describe('the simulated acquirer (docs/sandbox.md, Connections: the documented rules)', () => {
  it.each([
    ['acq_live_1234', 1, 'verified'],
    ['acq_live_1234', 2, 'verified'],
    ['acq_reject_1234', 1, 'rejected'],
    ['acq_reject_1234', 2, 'rejected'],
    ['acq_reject-once_1234', 1, 'rejected'],
    ['acq_reject-once_1234', 2, 'verified'],
    ['acq_unreachable_1234', 1, 'unreachable'],
    ['acq_unreachable_1234', 2, 'verified'],
    ['acq_unreachable_reject_1234', 2, 'rejected'],
  ])('answers the key %s on check %i: %s', (key, attempt, outcome) => {
    expect(checkAcquirerKey(key, 'Shop1', attempt).outcome).toBe(outcome);
  });

  it('refuses to store only keys containing store-fail', () => {
    expect(acquirerKeyStorageFails('acq_store-fail_1234')).toBe(true);
    expect(acquirerKeyStorageFails('acq_store_fail_1234')).toBe(false);
  });

  it('issues no merchant account code containing malformed, in any case, and every other well-formed one', () => {
    expect(acquirerRefusesMerchantAccount('AuroraMalformed1')).toBe(true);
    expect(acquirerRefusesMerchantAccount('x.malformed')).toBe(true);
    expect(acquirerRefusesMerchantAccount('AuroraOyECOM')).toBe(false);
    expect(acquirerRefusesMerchantAccount('mal-formed')).toBe(false);
  });

  it('reports the same provider company for the same merchant account, another for another, and never echoes the key', () => {
    expect(acquirerCompanyIdOf('Shop1')).toBe(acquirerCompanyIdOf('Shop1'));
    expect(acquirerCompanyIdOf('Shop1')).not.toBe(acquirerCompanyIdOf('Shop2'));
    for (const key of ['acq_reject_secret', 'acq_unreachable_secret', 'acq_live_secret']) {
      expect(checkAcquirerKey(key, 'Shop1', 1).message).not.toContain('secret');
    }
  });
});

describe('storefront shop domains', () => {
  it('canonicalises a host name to lower case and refuses what is not one', () => {
    expect(canonicalShopDomain('Aurora-Kauppa.Example')).toBe('aurora-kauppa.example');
    // The contract's form of shop_domain (the OpenAPI document's pattern): nothing around the name.
    for (const bad of ['aurora', 'not a shop', 'https://aurora.example', '-a.example', 'a..example', 'aurora.example/path', ' aurora.example', 'aurora.example\n']) {
      expect(canonicalShopDomain(bad), bad).toBeNull();
    }
  });
});

describe('the credential vault', () => {
  const folders: string[] = [];
  const folder = async () => {
    const made = await mkdtemp(path.join(os.tmpdir(), 'vault-test-'));
    folders.push(made);
    return made;
  };
  afterAll(async () => {
    for (const made of folders) await rm(made, { recursive: true, force: true });
  });

  it('seals so that the plaintext is not in the sealed bytes, and opens it again', async () => {
    const dir = await folder();
    const sealed = await seal(dir, 'conn_1', 'acq_rpt_live_plaintext');
    expect(sealed.includes('acq_rpt_live_plaintext')).toBe(false);
    expect(await open(dir, 'conn_1', sealed)).toBe('acq_rpt_live_plaintext');
  });

  it('seals the same value differently every time', async () => {
    const dir = await folder();
    expect((await seal(dir, 'conn_1', 'same')).equals(await seal(dir, 'conn_1', 'same'))).toBe(false);
  });

  it('opens a sealed value only for the record it was sealed for, and never after tampering', async () => {
    const dir = await folder();
    const sealed = await seal(dir, 'conn_1', 'acq_rpt_live_plaintext');
    await expect(open(dir, 'conn_2', sealed)).rejects.toThrow();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = (tampered.at(-1) ?? 0) ^ 1;
    await expect(open(dir, 'conn_1', tampered)).rejects.toThrow();
  });

  it('needs the data folder’s own secret: another folder cannot open it', async () => {
    const sealed = await seal(await folder(), 'conn_1', 'acq_rpt_live_plaintext');
    await expect(open(await folder(), 'conn_1', sealed)).rejects.toThrow();
  });
});
