/** The word a board publishes for a cost of nothing. */
export const publishedFree = "Free";

/**
 * A published cost in the page's language: 'Free' is a word, given in the page's language (`free`); prices
 * ('~$0.085') stay as published. The DeepSearch tables and charts and the agent pages share it.
 */
export const localizedCost = (published: string, free: string): string =>
  published === publishedFree ? free : published;
