import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { ChatDemo } from "@/features/chat-demo/components/chat-demo";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Universal Search (demo)",
    description:
      "Universal Search demo: chat with your second brain. Chats, titles and replies are generated in your browser and nothing is saved.",
  });

export default function SearchRoute() {
  return (
    <>
      <PageHeader
        eyebrow={<Badge variant="muted">Demo</Badge>}
        title="Universal Search"
      >
        <p>
          This is a demo. Replies are generated in your browser, no search index
          is queried, and your chats disappear when you leave the page.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <ChatDemo />
      </div>
    </>
  );
}
