import type { EditionDates } from "../edition-dates";
import type { API_VERSION, schemaPaths } from "./urls";

// The shapes of /data/frontier.json (build-time/data-api/frontier.ts computes it; schema.ts holds its zod schema,
// which the build checks the file against): the /agi tracking panel reads them too.

/** Where a board lives: its track and capability or profession (the CMS's board definition), and its page. */
export type BoardPlace = {
  track: string | null;
  category: string | null;
  route: string;
};

export type FrontierLeader = {
  name: string;
  company: string | null;
  /** The agent's page (its line in the reviewed identity table). */
  page: string;
};

export type FrontierEdition = {
  edition: string;
  /** The day its figures date from (release, else evaluation month, else edition month): the time axis. */
  date: string | null;
  released: string | null;
  evaluated: EditionDates["evaluated"];
  /** The edition's data API file. */
  url: string;
  /** The best published headline value and who published it (several when they tie); null with no value. */
  frontier: {
    value: number;
    text: string;
    leaders: FrontierLeader[];
  } | null;
  /** Reference rows with a published headline value, and how far the frontier is from each (in the board's direction). */
  reference: {
    name: string;
    value: number;
    text: string;
    /** Reference minus frontier for a higher-is-better board (the other way for lower-is-better); null without a frontier. */
    gap: number | null;
  }[];
  /** Against the previous edition's frontier: its edition and text, and the difference where both are published numbers. */
  change: {
    since: string;
    from: string;
    /** Null when the headline is a band ('75+'), whose lower bounds are not scores to subtract. */
    delta: number | null;
  } | null;
};

export type FrontierBoard = {
  board: string;
  title: string;
  track: string | null;
  category: string | null;
  route: string;
  headline: {
    key: string;
    label: string;
    labelZh: string;
    lowerIsBetter: boolean;
    /** The number a band is read by ('75+' → 75), a field derived from the headline; null for a plain number. */
    valueKey: string | null;
  };
  /** Whether the newest edition is more than `staleAfterDays` older than the build (`asOf`). */
  stale: boolean;
  /** Oldest first. */
  editions: FrontierEdition[];
};

export type FrontierFile = {
  apiVersion: typeof API_VERSION;
  schema: (typeof schemaPaths)["frontier"];
  asOf: string;
  staleAfterDays: number;
  boards: FrontierBoard[];
};
