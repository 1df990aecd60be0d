import { Code2, FlaskConical, Mail, Users } from "lucide-react";

import { PageHeader, Section } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { translatorForMeta, useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import { messagesLoader } from "@/i18n/loader";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/contact";

// The page's own messages, prerendered with it in the language of its path (decision 0016).
export const loader = messagesLoader(["contact"]);

export const meta = (args: Route.MetaArgs) => {
  const t = translatorForMeta(args);
  return pageMeta({
    title: t("contact.title"),
    description: t("contact.description"),
  });
};

const audiences = [
  {
    id: "developers",
    title: "contact.developersTitle",
    icon: Code2,
    gets: "contact.developersGets",
    brings: "contact.developersBrings",
  },
  {
    id: "experts",
    title: "contact.expertsTitle",
    icon: Users,
    gets: "contact.expertsGets",
    brings: "contact.expertsBrings",
  },
  {
    id: "researchers",
    title: "contact.researchersTitle",
    icon: FlaskConical,
    gets: "contact.researchersGets",
    brings: "contact.researchersBrings",
  },
] as const;

export default function ContactRoute() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("contact.title")}>
        <p>{t("contact.intro")}</p>
      </PageHeader>
      <Section title={t("contact.audiencesTitle")} id="audiences">
        <div className="grid gap-4 md:grid-cols-3">
          {audiences.map(({ id, title, icon: Icon, gets, brings }) => (
            <article key={id} className="rounded-xl border border-border p-6">
              <Icon aria-hidden className="size-6 text-primary" />
              <h3 className="mt-3 text-lg font-semibold">{t(title)}</h3>
              <p className="mt-2 text-muted-foreground">
                <strong className="text-foreground">
                  {t("contact.whatYouGet")}
                </strong>
                {t(gets)}
              </p>
              <p className="mt-2 text-muted-foreground">
                <strong className="text-foreground">
                  {t("contact.whatYouBring")}
                </strong>
                {t(brings)}
              </p>
              {id === "developers" && (
                <p className="mt-3">
                  <Link
                    to={paths.submit}
                    className="font-medium text-primary underline"
                  >
                    {t("contact.submit")}
                  </Link>
                </p>
              )}
            </article>
          ))}
        </div>
      </Section>
      <Section title={t("contact.getInTouch")} id="get-in-touch">
        <div className="flex flex-wrap items-center gap-4">
          <Button asChild size="lg">
            <a
              href={site.contactFormUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("contact.openForm")}
              <span className="sr-only">{t("site.opensInNewTab")}</span>
            </a>
          </Button>
          <Button asChild variant="outline" size="lg-wrap">
            {site.newsletterUrl ? (
              <a
                href={site.newsletterUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t("contact.subscribe")}
                <span className="sr-only">{t("site.opensInNewTab")}</span>
              </a>
            ) : (
              <a href={site.newsletterMailto}>
                {t("contact.subscribeByEmail")}
              </a>
            )}
          </Button>
          <a
            href={`mailto:${site.email}`}
            className="inline-flex items-center gap-2 font-medium text-primary underline"
          >
            <Mail aria-hidden className="size-4" />
            {site.email}
          </a>
        </div>
        <p className="mt-8 max-w-3xl text-sm text-muted-foreground">
          {t("contact.disclaimer", { product: site.product })}
        </p>
      </Section>
    </>
  );
}
