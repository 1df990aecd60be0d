import { site } from "@/config/site";

type PageMeta = { title: string; description: string };

/**
 * The page's canonical address, when the build knows the site's public origin (VITE_SITE_URL): a canonical
 * link must be absolute, and a guessed origin would point crawlers elsewhere.
 */
export function canonicalLink(path: string) {
  return site.siteUrl
    ? [
        {
          tagName: "link",
          rel: "canonical",
          href: new URL(path, site.siteUrl).href,
        },
      ]
    : [];
}

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

type DatasetMeta = {
  name: string;
  description: string;
  path: string;
  sources: readonly string[];
  variables: readonly string[];
};

/** schema.org Dataset JSON-LD for a leaderboard page, as a React Router meta descriptor. */
export function datasetJsonLd({
  name,
  description,
  path,
  sources,
  variables,
}: DatasetMeta) {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Dataset",
      name,
      description,
      url: path,
      creator: {
        "@type": "Organization",
        name: site.product,
        email: site.email,
      },
      // Only plain URLs: source notes such as "(not retrievable here)" stay in the data files.
      isBasedOn: sources.filter((source) => /^https?:\/\/\S+$/.test(source)),
      citation: site.links.preprint,
      variableMeasured: [...variables],
      isAccessibleForFree: true,
    },
  };
}
