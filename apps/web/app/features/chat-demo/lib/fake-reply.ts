/** The demo has no search index: every answer is written in the browser from the question. */
export function fakeReply(question: string): string {
  return `Here is what your second brain holds about "${question.trim()}". This is a demo, so this answer is generated in your browser and the results below are examples.`;
}
