/** The word a board publishes for a cost of nothing. */
export const publishedFree = "Free";

/**
 * A published cost in the page's language: 'Free' is a word, given in the page's language (`free`); prices
 * ('~$0.085') stay as published. The agent pages' cost; the DeepSearch boards' own (publishedCost in
 * features/deepsearch) says the same, kept apart so that agent pages load none of the boards' chart chunks
 * (a module both import is bundled with the charts).
 */
export const localizedCost = (published: string, free: string): string =>
  published === publishedFree ? free : published;
