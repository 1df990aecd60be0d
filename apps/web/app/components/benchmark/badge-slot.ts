/** The element of the "Use this data" section where the badge picker of the shown edition appears. */
export const BADGE_SLOT_ID = "badge-slot";
