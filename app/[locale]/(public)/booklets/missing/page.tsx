import { NotFoundStatus } from "@/components/site/not-found-status";

// The status of the page; its message is in the layout.
export default function MissingBooklet() {
  return <NotFoundStatus />;
}
