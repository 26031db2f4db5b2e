import { NotFoundStatus } from "@/components/site/not-found-status";

// The status of the 404 page; its card is in the layout.
export default function MissingPage() {
  return <NotFoundStatus />;
}
