/** The chart's axis: the plotted values' range widened to whole tens (fives when narrow), with its ticks. */
export function compareAxis(values: readonly number[]): {
  min: number;
  max: number;
  ticks: number[];
} {
  if (values.length === 0)
    return { min: 0, max: 100, ticks: [0, 25, 50, 75, 100] };
  const low = Math.min(...values);
  const high = Math.max(...values);
  const step = high - low <= 15 ? 5 : 10;
  let min = Math.max(0, Math.floor(low / step) * step);
  let max = Math.min(100, Math.ceil(high / step) * step);
  if (max - min < 2 * step) {
    // A single value, or values within one step: one step either side, still inside 0-100.
    min = Math.max(0, min - step);
    max = Math.min(100, max + step);
  }
  const every = (max - min) / step > 6 ? 2 * step : step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max; tick += every) ticks.push(tick);
  return { min, max, ticks };
}
