/**
 * The viewer's words, given by the area that shows a document (its own namespace, fetched with the area):
 * the shared viewer carries no texts of its own, so nothing of it weighs on the portal's first route.
 */
export interface DocumentViewTexts {
  pdfLoading: string;
  pdfFailed: string;
  notShowable: string;
  /** the text of the PDF under its pages */
  text: string;
  noText: string;
  page: (page: number, count: number) => string;
  textPage: (page: number) => string;
  pagesShown: (shown: number, count: number) => string;
  /** the download link, with the file's size in words */
  download: (size: string) => string;
}
