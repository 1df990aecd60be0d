// build-time/live-boards-module.ts: the live boards without a page of their own, by track, as the navigation links them.
declare module "virtual:live-boards" {
  export const liveBoardLinks: Readonly<
    Record<"agi" | "profession", readonly { label: string; href: string }[]>
  >;
}
