export function solutionHref(id: string): string {
  return `/productsAndSolutions/solution/solutionDetails?id=${encodeURIComponent(id)}`;
}
