import { professionNameKey } from "@/data/profession-names";
import { ProfessionComingSoon } from "@/features/profession/components/profession-coming-soon";
import { translatorForMeta } from "@/i18n/i18n";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/profession-page";

// A profession without a published board: the "Coming soon" placeholder (its texts are common messages; the
// tiles' professions are prerendered, build-time/page-paths.ts, any other id is served by the SPA shell). A
// profession's published board has its own route (routes.ts: the board page).

export function meta(args: Route.MetaArgs) {
  const { params } = args;
  const t = translatorForMeta(args);
  const nameKey = professionNameKey(params.professionId);
  return pageMeta(
    nameKey
      ? {
          title: t("placeholder.metaTitle", { name: t(nameKey) }),
          description: t("placeholder.metaDescription", { name: t(nameKey) }),
        }
      : {
          title: t("placeholder.title"),
          description: t("placeholder.description"),
        },
  );
}

export default function ProfessionPageRoute({ params }: Route.ComponentProps) {
  return <ProfessionComingSoon professionId={params.professionId} />;
}
