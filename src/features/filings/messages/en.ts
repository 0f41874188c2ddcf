import type { FilingsMessages } from './fi.ts';

export const en: FilingsMessages = {
  title: 'Taxes and filings',
  deadlines: {},
  filing: {},
  authorizations: {},
};
