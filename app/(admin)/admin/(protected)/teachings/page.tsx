import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { CreateTeachingForm, TeachingsTable } from "./teachings-table";
import { siteOrigin } from "@/lib/http/site-origin";
import { PodcastFeedsPanel } from "./podcast-feeds-panel";
import { TeachingListsPanel } from "./teaching-lists-panel";

export const metadata: Metadata = { title: "Teachings" };
// Read per signed-in user on every visit: never an instant navigation, so not validated as one.
export const instant = false;

export default function TeachingsPage() {
  return (
    <AdminPage policy="editor" title="adminTeachings.title" description="adminTeachings.description">
      <div className="grid gap-8">
        <CreateTeachingForm />
        <TeachingsTable />
        <TeachingListsPanel />
        <PodcastFeeds />
      </div>
    </AdminPage>
  );
}

/** The feeds' addresses are the ones the feeds themselves give (NEXTAUTH_URL, else this host). */
async function PodcastFeeds() {
  return <PodcastFeedsPanel origin={await siteOrigin()} />;
}
