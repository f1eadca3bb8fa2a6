/** Saves `text` as a file named `fileName` through the browser's download (a temporary object URL). */
export function downloadText(fileName: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the click has handed the file to the browser; the URL is not needed after this turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
