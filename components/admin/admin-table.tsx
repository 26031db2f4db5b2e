import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

export type AdminColumn = React.ReactNode | { label: React.ReactNode; className?: string };

const isLabelled = (column: AdminColumn): column is { label: React.ReactNode; className?: string } =>
  typeof column === "object" && column !== null && "label" in column;

export function AdminTable({
  columns,
  className,
  children,
}: {
  columns: AdminColumn[];
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("rounded-lg border bg-card", className)}>
      <Table>
        <TableHeader>
          <TableRow>
            {columns.map((column, index) =>
              isLabelled(column) ? (
                <TableHead key={index} className={column.className}>
                  {column.label}
                </TableHead>
              ) : (
                <TableHead key={index}>{column}</TableHead>
              ),
            )}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}

export function RowActions({ children }: { children: React.ReactNode }) {
  return (
    <TableCell>
      <div className="flex justify-end gap-2">{children}</div>
    </TableCell>
  );
}
