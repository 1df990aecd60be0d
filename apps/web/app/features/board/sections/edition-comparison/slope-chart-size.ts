export const SLOPE_CHART_HEIGHT = 300;
