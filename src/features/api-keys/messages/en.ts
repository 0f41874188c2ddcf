import type { ApiKeysMessages } from './fi.ts';

/** The API-keys area's texts in English: the keys and placeholders of Finnish (./fi.ts), no more, no fewer. */
export const en: ApiKeysMessages = {
  title: 'API keys',
  intro:
    'With API keys, the other systems of {{company}}, such as a cash register, an online shop or reporting, use the accounting service without anyone signing in.',
  introCompany:
    'A key belongs to the company, not to the person who created it: it keeps working when they leave, until an admin revokes it. A key works only on this company’s data.',
  scopeName: {
    read: 'Read',
    write: 'Write',
  },
  create: {
    title: 'Create a key',
    name: 'Name',
    nameHint: 'What the key is for, for example “Cash register”. The name helps you recognise the key later.',
    nameRequired: 'Give the key a name.',
    nameTooLong: 'The name can be at most 100 characters.',
    nameCharacters: 'The name holds a character that cannot be saved (an invisible control character or a broken character, for example). Remove it and type the name again.',
    scope: 'Access',
    scopeRequired: 'Choose whether the key may only read or also write.',
    scopeReadHelp: 'The key may only read data (GET requests). The service refuses every POST, PATCH and DELETE request the key sends.',
    scopeWriteHelp:
      'The key may read data (GET) and also save and change it (POST, PATCH and DELETE) wherever API keys are allowed. It has the rights of the operator role.',
    scopeNever:
      'Neither kind of key can ever use payroll (not even to read payroll data), change company settings, grant access, approve or return invoices, or manage API keys.',
    submit: 'Create key',
    submitting: 'Creating…',
    failed: 'The key could not be created',
    fixFields: 'The key was not created. Correct the marked fields.',
    refused: {
      name: 'The service did not accept the name. Give a name of 1–100 characters without control characters.',
      scope: 'The service did not accept the permissions. Choose read or write.',
    },
    refusals: {
      role_required: 'Only the company’s admin can create API keys, and you no longer have that role. Ask the admin to create the key.',
    },
    doneUnreadable:
      'The key “{{name}}” was created, but its secret could not be shown, so the key cannot be used. Revoke it in the list below and create a new key if you need one.',
  },
  secret: {
    title: 'Copy the new key now',
    created: 'The key “{{name}}” has been created and works at once.',
    warning:
      'The key is shown only this once. Store it somewhere safe, such as the integration’s secret settings. If the key is lost, revoke it and create a new one.',
    label: 'New API key',
    copy: 'Copy key',
    copied: 'The key has been copied to the clipboard.',
    copyFailed: 'Copying did not work. The key is now selected: copy it with Ctrl+C (⌘+C on a Mac).',
    dismiss: 'Done, I have stored the key',
    dismissHint: 'Once you close this, the key cannot be seen again.',
  },
  list: {
    activeTitle: 'Keys in use',
    revokedTitle: 'Revoked keys',
    revokedIntro: 'Revoked keys no longer work. They are listed here so that you know which keys have been in use.',
    noActive: 'The company has no API keys in use.',
    noRevoked: 'No key has been revoked.',
    name: 'Name',
    scope: 'Access',
    createdBy: 'Created by',
    createdAt: 'Created',
    lastUsed: 'Last used',
    revokedAt: 'Revoked',
    actions: 'Actions',
    never: 'Never',
    revoke: 'Revoke',
    revokeNamed: 'Revoke the key {{name}}',
  },
  revoke: {
    title: 'Revoke the key “{{name}}”?',
    text: 'Every integration using this key stops working at once: the service refuses every request made with it.',
    permanent: 'Revoking cannot be undone. If needed, you can create a new key.',
    confirm: 'Revoke key',
    confirming: 'Revoking…',
    cancel: 'Cancel',
    failed: 'The key could not be revoked',
    refusals: {
      not_found: 'The key was not found, so nothing was revoked. It may have been revoked already; refresh the page.',
      role_required: 'Only the company’s admin can revoke API keys, and you no longer have that role. Ask the admin to revoke the key.',
    },
    done: 'The key “{{name}}” has been revoked.',
  },
};
