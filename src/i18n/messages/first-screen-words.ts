import type { Language } from '../format.ts';

/**
 * The words of the first screen, which the boot draws before the portal's texts are loaded
 * (src/app/first-screen/): the portal's name, the skip link and the wait. The shell's texts (./fi.ts and the
 * others) take these same words, so the portal's own header says exactly what the first screen said.
 */
export interface FirstScreenWords {
  name: string;
  firm: string;
  skipToContent: string;
  loading: string;
}

export const FIRST_SCREEN_WORDS: Record<Language, FirstScreenWords> = {
  fi: { name: 'Asiakasportaali', firm: 'Tilitoimisto', skipToContent: 'Siirry sisältöön', loading: 'Ladataan…' },
  sv: { name: 'Kundportalen', firm: 'Bokföringsbyrå', skipToContent: 'Hoppa till innehållet', loading: 'Laddar…' },
  en: { name: 'Customer portal', firm: 'Accounting firm', skipToContent: 'Skip to content', loading: 'Loading…' },
};
