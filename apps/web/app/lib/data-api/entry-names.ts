// Its own module so that pages can name their rows without loading the badge code.

/**
 * How each board names an entry in its badge URL. Shared by the build-time generator and the
 * pages' badge picker, so both derive the same slug from the same row.
 */
export const entryName = {
  product: (row: { product: string }) => row.product,
  agentAndMode: (row: { agent_model: string; mode: string }) =>
    `${row.agent_model} (${row.mode})`,
  agent: (row: { agent: string }) => row.agent,
  model: (row: { model: string }) => row.model,
} as const;
