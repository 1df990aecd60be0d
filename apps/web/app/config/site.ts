import { benchmarkNames, product, teamEmail } from "./benchmark-names";
import { env } from "./env";
import { DEFAULT_SITE_URL } from "./env-defaults";
import { paths } from "./paths";

export { benchmarkNames };

const email = teamEmail;

function mailto(subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

// The brand and every outside link. {product} and {email} in the spec are these two values.
// The contact form is the site's own /submit page unless VITE_CONTACT_FORM_URL names an outside one.
// The newsletter has no known public address: set VITE_NEWSLETTER_URL at build time; until then the
// page offers an e-mail to the team instead (and says so).
export const site = {
  product,
  email,
  tagline: "Evergreen, real-world evaluations of AI agents",
  cmsBaseUrl: env.VITE_API_BASE_URL,
  /** The site's public origin (canonical and language links); `npm start`'s own when the build is not told. */
  siteUrl: env.VITE_SITE_URL ?? DEFAULT_SITE_URL,
  contactFormUrl: env.VITE_CONTACT_FORM_URL ?? paths.submit,
  /** The newsletter sign-up page, when configured; otherwise use newsletterMailto. */
  newsletterUrl: env.VITE_NEWSLETTER_URL,
  newsletterMailto: mailto(`Subscribe to the ${product} monthly newsletter`),
  expertContributorMailto: mailto("Expert Contributor Application"),
  links: {
    paperPdf: "https://arxiv.org/pdf/2506.13651",
    preprint: "https://arxiv.org/abs/2506.13651",
    evalCode: "https://github.com/xbench-ai/xbench-evals",
    datasets: "https://huggingface.co/xbench",
  },
  copyrightYear: 2025,
} as const;
