// Where a show's printouts are.
export function priceListPath(showName: string): string {
  return `/shows/${showName}/price-list`;
}

export function labelsPath(showName: string): string {
  return `/shows/${showName}/labels`;
}
