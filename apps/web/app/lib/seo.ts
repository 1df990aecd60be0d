import { site } from "@/config/site";

type PageMeta = { title: string; description: string };

/** Title, description and their Open Graph twins for a route's `meta` export. */
export function pageMeta({ title, description }: PageMeta) {
  const fullTitle =
    title === site.product ? title : `${title} | ${site.product}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}
