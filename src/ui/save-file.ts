/**
 * Hands bytes fetched with the person's bearer (so never a plain link) to the browser as a download under the
 * given name: a phone or a desktop then opens it in its own viewer. The object URL is let go of a minute later,
 * time enough for the browser to have taken it.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
