import { Code2, FlaskConical, Mail, Users } from "lucide-react";

import { PageHeader, Section } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { Link } from "@/i18n/link";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description:
      "Submit your agent for evaluation, co-design a profession benchmark as a domain expert, or collaborate on research. Contact the benchmark team.",
  });

const developersTitle = "Foundation Model & Agent Developers";

const audiences = [
  {
    title: developersTitle,
    icon: Code2,
    gets: "An independent, contamination-free measure of your model or agent on evergreen, real-world tasks.",
    brings:
      "Submit a public access link to your agent: we evaluate it and contact you with the results.",
  },
  {
    title: "Domain Experts & Enterprises",
    icon: Users,
    gets: "Benchmarks that reflect your workflows and KPIs, to decide which agents are ready for production.",
    brings:
      "Co-design the tasks, environments and scoring of your profession's benchmark.",
  },
  {
    title: "AI Researchers",
    icon: FlaskConical,
    gets: "Open evaluation code, datasets and longitudinal results to study how agent capability evolves.",
    brings:
      "Collaborate on methods, new capability benchmarks and the monthly reports.",
  },
] as const;

export default function ContactRoute() {
  return (
    <>
      <PageHeader title="Contact Us">
        <p>
          Whoever you are in the AI-agent ecosystem, there is a way to work with
          us.
        </p>
      </PageHeader>
      <Section title="Who we work with" id="audiences">
        <div className="grid gap-4 md:grid-cols-3">
          {audiences.map(({ title, icon: Icon, gets, brings }) => (
            <article
              key={title}
              className="rounded-xl border border-border p-6"
            >
              <Icon aria-hidden className="size-6 text-primary" />
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">
                <strong className="text-foreground">What you get: </strong>
                {gets}
              </p>
              <p className="mt-2 text-muted-foreground">
                <strong className="text-foreground">What you bring: </strong>
                {brings}
              </p>
              {title === developersTitle && (
                <p className="mt-3">
                  <Link
                    to={paths.submit}
                    className="font-medium text-primary underline"
                  >
                    Submit your agent or model
                  </Link>
                </p>
              )}
            </article>
          ))}
        </div>
      </Section>
      <Section title="Get in touch" id="get-in-touch">
        <div className="flex flex-wrap items-center gap-4">
          <Button asChild size="lg">
            <a
              href={site.contactFormUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open the contact form
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          <Button asChild variant="outline" size="lg-wrap">
            {site.newsletterUrl ? (
              <a
                href={site.newsletterUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Subscribe to the monthly newsletter
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <a href={site.newsletterMailto}>
                E-mail us to subscribe to the monthly newsletter
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
          Disclaimer: the team behind {site.product} is affiliated with several
          technology companies. Every entry is evaluated with the same published
          protocol and open-source grading code.
        </p>
      </Section>
    </>
  );
}
