import { describe, expect, it } from 'vitest';
import { connectionsPaths } from './paths.ts';

describe('connections addresses', () => {
  it('lead into the area of the company', () => {
    expect(connectionsPaths.list('cus_aurora')).toBe('/cus_aurora/connections');
    expect(connectionsPaths.connectAcquirer('cus_aurora')).toBe('/cus_aurora/connections/acquirer/connect');
    expect(connectionsPaths.mobilewallet('cus_aurora')).toBe('/cus_aurora/connections/mobilewallet');
    expect(connectionsPaths.paywallet('cus_aurora')).toBe('/cus_aurora/connections/paywallet');
    expect(connectionsPaths.assisted('cus_aurora', 'bank-psd2')).toBe('/cus_aurora/connections/assisted/bank-psd2');
    expect(connectionsPaths.page('cus_aurora', ['acquirer', 'connect'])).toBe('/cus_aurora/connections/acquirer/connect');
    expect(connectionsPaths.storefrontInstall('cus_aurora', new URLSearchParams({ shop: 'a b', install_ticket: 't&1' }))).toBe(
      '/cus_aurora/connections/storefront/install?shop=a+b&install_ticket=t%261',
    );
  });

  it('encode a company or connection id with `/`, `%` or spaces as one path segment', () => {
    expect(connectionsPaths.connection('cus_aurora', 'conn/1')).toBe('/cus_aurora/connections/conn%2F1');
    expect(connectionsPaths.connection('cus_aurora', '100% sure')).toBe('/cus_aurora/connections/100%25%20sure');
    expect(connectionsPaths.connection('cus a/b', '../x')).toBe('/cus%20a%2Fb/connections/..%2Fx');
    expect(connectionsPaths.list('cus%2F')).toBe('/cus%252F/connections');
    expect(connectionsPaths.assisted('cus_aurora', 'a/b c')).toBe('/cus_aurora/connections/assisted/a%2Fb%20c');
  });
});
