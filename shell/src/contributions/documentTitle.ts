/** `<title>`: product name, then the page's title. */
export function documentTitle(productName: string, pageTitle: string): string {
  return productName ? `${productName} | ${pageTitle}` : pageTitle;
}
