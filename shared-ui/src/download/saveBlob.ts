/**
 * Hands a blob (a downloaded file, a generated key) to the browser to save under a name: the
 * browser's own download, through a temporary object URL.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the click has queued the download; the URL may go once the browser has read it
  setTimeout(() => URL.revokeObjectURL(url), 1000); // ms
}
