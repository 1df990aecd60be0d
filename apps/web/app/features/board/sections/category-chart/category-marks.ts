import type { MarkerShape, SeriesTone } from "@/components/charts/markers";

/** Category n is drawn with the n-th mark: a distinct shape and colour each. */
export const CATEGORY_MARKS: readonly {
  shape: MarkerShape;
  tone: SeriesTone;
}[] = [
  { shape: "circle", tone: "primary" },
  { shape: "square", tone: "amber" },
  { shape: "triangle", tone: "green" },
  { shape: "diamond", tone: "slate" },
];
