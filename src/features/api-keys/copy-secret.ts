/**
 * Copies the new key with the asynchronous Clipboard API. It is missing outside secure contexts and
 * can be refused by the browser or its settings; the caller then selects the key so that the person
 * can copy it themselves.
 */
export async function copyToClipboard(text: string, clipboard: Pick<Clipboard, 'writeText'> | undefined): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Selects everything inside `element`, as a person dragging over it would. */
export function selectContents(element: Node): void {
  const selection = element.ownerDocument?.getSelection();
  if (!selection) return;
  selection.removeAllRanges();
  selection.selectAllChildren(element);
}
