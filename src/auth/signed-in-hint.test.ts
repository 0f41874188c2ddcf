// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE, forgetSignedIn, noteSignedIn } from './signed-in-hint.ts';

/** docs/decisions/0022: the web server learns only that a session exists (a `1`), and the note goes with the session. */
describe('the signed-in hint', () => {
  beforeEach(() => forgetSignedIn());

  it('notes a session as a cookie the web server reads, holding nothing but 1', () => {
    noteSignedIn();
    expect(document.cookie).toBe(`${SIGNED_IN_HINT_COOKIE}=1`);
  });

  it('forgets it', () => {
    noteSignedIn();
    forgetSignedIn();
    expect(document.cookie).toBe('');
  });

  it('is sent to the portal’s own pages only, never across sites, and only over HTTPS where the portal is served so', () => {
    const written: string[] = [];
    const jar = {
      set cookie(value: string) {
        written.push(value);
      },
      get cookie() {
        return '';
      },
    };
    noteSignedIn(jar, true);
    forgetSignedIn(jar, true);
    expect(written).toEqual([
      `${SIGNED_IN_HINT_COOKIE}=1; Path=/; SameSite=Strict; Secure`,
      `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict; Secure`,
    ]);
    // a session cookie: no Expires or Max-Age of its own, it ends with the browser session
    expect(written[0]).not.toMatch(/Expires|Max-Age/);
  });
});
