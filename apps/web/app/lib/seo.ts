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

/**
 * A leaderboard page's meta: its title and description (pageMeta), and the Dataset JSON-LD they name and
 * describe.
 */
export const datasetPageMeta = (
  page: PageMeta,
  dataset: Omit<DatasetMeta, "name" | "description">,
) => [
  ...pageMeta(page),
  datasetJsonLd({
    name: page.title,
    description: page.description,
    ...dataset,
  }),
];
