// What the boards without a computed interval say about their uncertainty: shown in their prerendered pages
// and carried by the data API (lib/interval.ts, intervalMethodOf), from this one place.

export const BAND_UNCERTAINTY =
  "Published as 5-point accuracy bands, which are the board's own statement of uncertainty. With 100 questions a score is known to roughly ±10 points at 95%, so neighbouring bands are not a clear order.";

export const NO_INTERVAL =
  "No per-task scores are published, so no interval can be computed for these averages.";
