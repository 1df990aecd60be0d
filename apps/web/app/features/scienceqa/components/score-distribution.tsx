import type { ScienceQaPage } from "../api/get-scienceqa-page";
import { evaluatedSentence } from "../lib/evaluated-sentence";

export function ScoreDistribution({
  page,
}: {
  page: ScienceQaPage | undefined;
}) {
  return (
    <section
      aria-labelledby="distribution"
      className="mx-auto max-w-7xl px-4 py-8"
    >
      <h2
        id="distribution"
        className="mb-4 text-2xl font-semibold tracking-tight"
      >
        Score distribution
      </h2>
      <p className="text-muted-foreground">
        {evaluatedSentence(page?.scienceQaCount, page?.companiesCount)} The
        average correct rate on ScienceQA is 32%, and a third of its questions
        are answered correctly less than 20% of the time.
      </p>
      {page?.rankImageUrl && (
        <img
          src={page.rankImageUrl}
          alt="Chart of the ScienceQA score distribution across the evaluated models"
          className="mt-6 w-full max-w-3xl rounded-lg border border-border"
          loading="lazy"
        />
      )}
      {page?.rankImageUrl && (
        <p className="mt-2 text-sm">
          <a
            href={page.rankImageUrl}
            className="text-primary underline-offset-4 hover:underline"
          >
            Open the score distribution image at full size
          </a>
        </p>
      )}
    </section>
  );
}
