import Link from "next/link";

// A link drawn as its icon, then its label. No "use client": server pages render it to the plain link.
export function IconLink({
  href,
  icon,
  label,
  className,
}: {
  href: string;
  icon: React.ReactNode;
  label: React.ReactNode;
  className: string;
}) {
  return (
    <Link href={href} className={className}>
      {icon}
      {label}
    </Link>
  );
}
