// Types of scripts/checks/editor-journey.mjs for the TypeScript end-to-end specs.
export const EDITOR: { email: string; password: string };
export function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number>;
export function startSiteWithCms(options?: { log?: (line: string) => void }): Promise<{
  site: string;
  cms: string;
  output: () => string;
  stop: () => Promise<void>;
}>;
export type EditionInput = {
  editionId: string;
  released?: string;
  questionCount?: number;
  sources?: string[];
  retrieved?: string;
  provenance?: string;
  entries: {
    rank: number;
    name: string;
    company?: string;
    mode?: string;
    evaluationDate?: string;
    values: Record<string, string | number | null>;
  }[];
};
export type BoardInput = {
  slug: string;
  title: string;
  track: "agi" | "profession";
  category: string;
  route: string;
  summary?: string;
  taskCount?: number;
  sortField: string;
  sortDirection: "asc" | "desc";
  tieRule?: string;
  headlineField: string;
  fields: {
    key: string;
    label: string;
    kind: "score" | "number" | "band" | "money" | "duration" | "date" | "link" | "flag" | "text";
    unit?: string;
    description?: string;
    lowerIsBetter?: boolean;
  }[];
};
export function editorSession(
  cms: string,
  login?: { email: string; password: string },
): Promise<{
  createBoard(board: BoardInput): Promise<string>;
  createDraft(boardSlug: string, edition: EditionInput): Promise<string>;
  publish(documentId: string, edition: EditionInput): Promise<unknown>;
  correct(documentId: string, edition: EditionInput, correctionReason: string): Promise<unknown>;
}>;
