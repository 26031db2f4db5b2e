import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { CreateTeachingForm, TeachingsTable } from "./teachings-table";
import { siteOrigin } from "@/lib/http/site-origin";
import { PodcastFeedsPanel } from "./podcast-feeds-panel";
import { TeachingListsPanel } from "./teaching-lists-panel";

export const metadata: Metadata = { title: "Teachings" };
export const instant = false;

export default function TeachingsPage() {
  return (
    <AdminPage policy="editor" title="adminTeachings.title" description="adminTeachings.description">
      {/* One column at most the page's width: a wide table scrolls inside its own box on a phone. */}
      <div className="grid grid-cols-1 gap-8">
        <CreateTeachingForm />
        <TeachingsTable />
        <TeachingListsPanel />
        <PodcastFeeds />
      </div>
    </AdminPage>
  );
}

async function PodcastFeeds() {
  return <PodcastFeedsPanel origin={await siteOrigin()} />;
}
