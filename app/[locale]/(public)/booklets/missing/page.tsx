import { notFound } from "next/navigation";

// The status of the page; its message is in the layout.
export default function MissingBooklet(): never {
  notFound();
}
