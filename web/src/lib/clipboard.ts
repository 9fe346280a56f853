// Copy a text; false when the clipboard is unavailable (an insecure page, a refused permission, an
// old WebView), so the caller can show the text instead (docs/product.md §8: the phone in an alert).
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
