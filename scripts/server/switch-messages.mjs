// @ts-check
// The IPC messages of `npm start` (scripts/server/start.mjs): the rebuild service asks for a switch, the supervisor
// passes it to the site, the site answers `switched` (with an error when the build could not be loaded) and says
// `ready` once it listens. Parsed where they arrive: a message is another process's output.
import { z } from "zod";

export const switchMessage = z.object({ type: z.literal("switch"), id: z.string(), dir: z.string() });
export const switchedMessage = z.object({
  type: z.literal("switched"),
  id: z.string(),
  dir: z.string(),
  error: z.string().optional(),
});
export const readyMessage = z.object({ type: z.literal("ready"), buildDir: z.string() });
