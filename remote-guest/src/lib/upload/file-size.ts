/** "2,4 MB" / "830 KB" for the chosen files' list. */
export function formatFileSize(bytes: number): string {
  const format = (n: number) => n.toLocaleString('de-DE', { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${format(bytes / (1024 * 1024))} MB` : `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
