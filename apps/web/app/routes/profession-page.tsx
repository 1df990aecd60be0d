import { ProfessionComingSoon } from "@/features/profession/components/profession-coming-soon";
import { translatorForMeta } from "@/i18n/i18n";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/profession-page";

// A profession without a published board: the "Coming soon" placeholder, served from the SPA shell (its texts
// are common messages). A profession's published board has its own route (routes.ts: the board page).

export function meta(args: Route.MetaArgs) {
  const t = translatorForMeta(args);
  return pageMeta({
    title: t("placeholder.title"),
    description: t("placeholder.description"),
  });
}

export default function ProfessionPageRoute({ params }: Route.ComponentProps) {
  return <ProfessionComingSoon professionId={params.professionId} />;
}
