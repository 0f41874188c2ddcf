// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CONVERSATION_NAMESPACE } from './conversation-texts.ts';
import { companyDom, memberOf, settle, type FakeService } from '../testing/dom-test-kit.tsx';
import { SubjectThreadLink } from './subject-thread-link.tsx';

/** docs/decisions/0013: each document of the list leads to its own thread, named with the document so that the links read apart. */

const dom = companyDom([CONVERSATION_NAMESPACE]);
const operator = memberOf('operator@aurora.example', 'Olli Operaattori', ['operator']);
const nothing: FakeService = () => Response.json({ error: 'not_found', detail: 'no' }, { status: 404 });

describe('"Ask the accountant" about one document', () => {
  it('leads to the document’s thread, its ID one segment, and is named with the document; it asks the service nothing', async () => {
    await dom.render(<SubjectThreadLink subject={{ kind: 'document', id: 'doc/1 #a' }} name="kuitti.jpg" />, operator, nothing);
    await settle();
    const link = dom.container().querySelector('a');
    expect(link?.getAttribute('href')).toBe('/cus_aurora/messages/about/document/doc%2F1%20%23a');
    expect(link?.textContent).toBe('Kysy kirjanpitäjältä: kuitti.jpg');
    expect(link?.querySelector('.visually-hidden')?.textContent).toBe(': kuitti.jpg');
    expect(dom.requests).toEqual([]);
  });
});
