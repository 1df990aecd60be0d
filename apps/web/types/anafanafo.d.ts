// anafanafo 2 ships no types: it measures text with shields.io's per-font advance-width tables.
declare module "anafanafo" {
  export default function measure(
    text: string,
    options: {
      font: "11px Verdana" | "bold 10px Verdana" | "bold 11px Helvetica";
    },
  ): number;
}
