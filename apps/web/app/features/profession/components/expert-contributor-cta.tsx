import { Button } from "@/components/ui/button";
import { site } from "@/config/site";
import { useT } from "@/i18n/i18n";

export function ExpertContributorCta() {
  const t = useT();
  return (
    <div className="mt-8 rounded-xl border border-border bg-muted p-6">
      <h3 className="text-lg font-semibold">{t("professionList.ctaTitle")}</h3>
      <p className="mt-1 text-muted-foreground">
        {t("professionList.ctaText")}
      </p>
      <Button asChild className="mt-4">
        <a href={site.expertContributorMailto}>
          {t("professionList.ctaButton")}
        </a>
      </Button>
    </div>
  );
}
