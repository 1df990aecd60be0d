let sequence = 0;

/** Ids for chats and messages that live only in this tab. */
export function nextId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}`;
}
