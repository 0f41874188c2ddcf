/** The filings area's texts in Finnish, the first language: every other language has exactly these keys. */
export const fi = {
  title: 'Verot ja ilmoitukset',
  deadlines: {},
  filing: {},
  authorizations: {},
};

export type FilingsMessages = typeof fi;
