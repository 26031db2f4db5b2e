import { NotFoundStatus } from "@/components/site/not-found-status";

export default function MissingPage() {
  return <NotFoundStatus />;
}
