import { notFound } from "next/navigation";

// The status of the 404 page; its card is in the layout.
export default function MissingPage(): never {
  notFound();
}
