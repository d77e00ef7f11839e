/** The average shown above the reviews slider ("5.0"): a figure, the same in every language. */
export function averageRating(list: readonly { rating: number }[]): string {
  if (list.length === 0) return '0.0';
  return (list.reduce((sum, t) => sum + t.rating, 0) / list.length).toFixed(1);
}
