// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { z } from '../api/zod.ts';
import { mountEachTest } from '../testing/dom-test-root.tsx';
import { useContractForm, type ContractForm } from './use-contract-form.ts';

/**
 * A form checks what is typed with the contract's schema before sending, says a refusal of the service at the
 * field it names (in the portal's words, focused, nothing typed lost), leaves any other failure to its banner,
 * and lets a write-only secret go with the request only.
 */

const dom = mountEachTest();

const Entry = z.object({ entry_date: z.string().min(1, 'date'), duration: z.string().min(1, 'duration'), api_key: z.string() });
type EntryInput = z.input<typeof Entry>;

function EntryForm({ onSend, expose }: { onSend: (values: EntryInput) => void; expose: (form: ContractForm<EntryInput, EntryInput>) => void }) {
  const form = useContractForm({
    schema: Entry,
    defaultValues: { entry_date: '', duration: '', api_key: '' },
    refusals: {
      fields: ['entry_date', 'duration'],
      spelled: { duration: 'minutes' },
      byCode: { entry_date_locked: 'entry_date' },
      say: ({ field }) => `refused ${field}`,
    },
    secrets: ['api_key'],
  });
  expose(form);
  const { errors } = form.formState;
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSend)(event)}>
      <input id="entry_date" {...form.register('entry_date')} />
      <p id="entry_date-error">{errors.entry_date?.message}</p>
      <input id="duration" {...form.register('duration')} />
      <p id="duration-error">{errors.duration?.message}</p>
      <input id="api_key" type="password" {...form.register('api_key')} />
    </form>
  );
}

async function mount(onSend: (values: EntryInput) => void = () => undefined) {
  let form: ContractForm<EntryInput, EntryInput> | undefined;
  await dom.render(<EntryForm onSend={onSend} expose={(exposed) => (form = exposed)} />);
  if (!form) throw new Error('the form did not render');
  const shown = form;
  return {
    form: () => shown,
    submit: () => act(async () => dom.container().querySelector('form')?.requestSubmit()),
    text: (id: string) => dom.container().querySelector(`#${id}`)?.textContent ?? '',
    input: (id: string) => dom.container().querySelector<HTMLInputElement>(`#${id}`),
  };
}

const refusal = (status: number, detail: string, code = 'invalid_request') => new ApiError('http', status, code, detail);

describe('useContractForm', () => {
  it('checks with the schema before sending: nothing is sent, the message stands under the field, the focus is on the first invalid one', async () => {
    const onSend = vi.fn();
    const page = await mount(onSend);
    act(() => page.form().setValue('entry_date', '2026-11-27'));
    await page.submit();
    expect(onSend).not.toHaveBeenCalled();
    expect(page.text('duration-error')).toBe('duration');
    expect(page.text('entry_date-error')).toBe('');
    expect(document.activeElement).toBe(page.input('duration'));
  });

  it('says a refusal naming a field at that field, under the name the form gives it, focused, with what was typed kept', async () => {
    const page = await mount();
    act(() => {
      page.form().setValue('entry_date', '2026-11-27');
      page.form().setValue('duration', '1:30');
    });
    let placed = false;
    act(() => {
      placed = page.form().refuse(refusal(422, 'The body is not valid. minutes: must be at most 1440'));
    });
    expect(placed).toBe(true);
    expect(page.text('duration-error')).toBe('refused duration');
    expect(page.text('entry_date-error')).toBe('');
    expect(document.activeElement).toBe(page.input('duration'));
    expect(page.input('duration')?.value).toBe('1:30');
    expect(page.input('entry_date')?.value).toBe('2026-11-27');
  });

  it('focuses the first refused field in the order of the form, whatever order the service names them in', async () => {
    const page = await mount();
    act(() => void page.form().refuse(refusal(400, 'minutes: too many; entry_date: not a date')));
    expect(page.text('entry_date-error')).toBe('refused entry_date');
    expect(page.text('duration-error')).toBe('refused duration');
    expect(document.activeElement).toBe(page.input('entry_date'));
  });

  it('says a refusal known by its code at its field, though its detail names none', async () => {
    const page = await mount();
    let placed = false;
    act(() => {
      placed = page.form().refuse(refusal(409, 'The month is closed.', 'entry_date_locked'));
    });
    expect(placed).toBe(true);
    expect(page.text('entry_date-error')).toBe('refused entry_date');
    expect(document.activeElement).toBe(page.input('entry_date'));
  });

  it('leaves a refusal naming no field of the form, a 5xx and a network failure to the banner', async () => {
    const page = await mount();
    const failures = [
      refusal(400, 'colour: not a field of this form'),
      refusal(503, 'minutes: the service is down'),
      new ApiError('network', 0, 'network', 'minutes: offline'),
      new Error('minutes: not an answer of the service'),
    ];
    for (const failure of failures) {
      let placed = true;
      act(() => {
        placed = page.form().refuse(failure);
      });
      expect(placed).toBe(false);
    }
    expect(page.text('entry_date-error')).toBe('');
    expect(page.text('duration-error')).toBe('');
  });

  it('empties a write-only secret as the form is sent: the values sent carry it, the form no longer does', async () => {
    const onSend = vi.fn();
    const page = await mount(onSend);
    act(() => {
      page.form().setValue('entry_date', '2026-11-27');
      page.form().setValue('duration', '90');
      page.form().setValue('api_key', 'sk_live_secret');
    });
    await page.submit();
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ api_key: 'sk_live_secret' }), expect.anything());
    expect(page.input('api_key')?.value).toBe('');
    expect(page.form().getValues('api_key')).toBe('');
  });
});
