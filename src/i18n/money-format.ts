/**
 * The languages' locales and their currency formats, apart from the rest of the formatters so that the boot can
 * make the first one without fetching them (docs/decisions/0023: a locale's first number format loads its data, tens of
 * milliseconds on a slow phone, best spent in a task of its own while the first requests are on their way).
 */
export type Language = 'fi' | 'sv' | 'en';

/** English uses Irish conventions: eurozone English, consistent decimals (en-FI mixes comma and point). */
export const LOCALE_OF: Record<Language, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-IE' };

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The currency's format in the language, made once. */
export function moneyFormatOf(currency: string, language: Language): Intl.NumberFormat {
  const key = `${language}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_OF[language], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Makes the language's euro format ahead of its first amount (the boot calls it in a task of its own). */
export function prepareMoneyFormat(language: Language): void {
  moneyFormatOf('EUR', language);
}
