/** Starts the browser's download of a file served by the site. */
export function downloadFile(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = url.slice(url.lastIndexOf("/") + 1);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
