import type { Language } from '../format.ts';

/**
 * The words of the first screen, which the boot draws before the portal's texts are loaded
 * (src/app/first-screen/): the portal's name, the skip link, the wait and the overview's heading (the other
 * areas' headings come with their own texts; the overview's are the shell's). The shell's texts (./fi.ts and the
 * others) take these same words, so the portal's own header says exactly what the first screen said.
 */
export interface FirstScreenWords {
  name: string;
  firm: string;
  skipToContent: string;
  loading: string;
  overview: string;
}

export const FIRST_SCREEN_WORDS: Record<Language, FirstScreenWords> = {
  fi: { name: 'Asiakasportaali', firm: 'Tilitoimisto', skipToContent: 'Siirry sisältöön', loading: 'Ladataan…', overview: 'Yleiskatsaus' },
  sv: { name: 'Kundportalen', firm: 'Bokföringsbyrå', skipToContent: 'Hoppa till innehållet', loading: 'Laddar…', overview: 'Översikt' },
  en: { name: 'Customer portal', firm: 'Accounting firm', skipToContent: 'Skip to content', loading: 'Loading…', overview: 'Overview' },
};
