/** How a page can show a file of this media type: inline image, pdf.js, or only as a download. */
export function viewOf(contentType: string): 'image' | 'pdf' | 'download' {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/pdf') return 'pdf';
  // what every supported browser decodes in an <img>; HEIC is not among them
  if (['image/jpeg', 'image/png', 'image/gif', 'image/webp'].includes(type)) return 'image';
  return 'download';
}
