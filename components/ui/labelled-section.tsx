import { createElement } from "react";

type Level = "h1" | "h2" | "h3";

// A <section> named by its own heading. No "use client", and built with createElement so that a server page's
// flight data is the one the hand-written markup gave: the section's children stay one flat list (JSX would nest
// the caller's children as an array) and an absent class adds no `className: undefined` to the payload. So a lone
// child that is itself an array (a bare `{items.map(…)}`) would be flattened: wrap it in its element.
export function LabelledSection({
  id,
  heading,
  level = "h2",
  className,
  headingClassName,
  children,
}: {
  id: string;
  heading: React.ReactNode;
  level?: Level;
  className?: string;
  headingClassName?: string;
  children?: React.ReactNode;
}) {
  const title = createElement(level, withClass({ id }, headingClassName), heading);
  const rest = children === undefined ? [] : Array.isArray(children) ? children : [children];
  return createElement("section", withClass({ "aria-labelledby": id }, className), title, ...rest);
}

function withClass<T extends object>(props: T, className: string | undefined) {
  return className === undefined ? props : { ...props, className };
}
