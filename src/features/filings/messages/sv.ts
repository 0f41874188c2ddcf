import type { FilingsMessages } from './fi.ts';

export const sv: FilingsMessages = {
  title: 'Skatter och deklarationer',
  deadlines: {},
  filing: {},
  authorizations: {},
};
