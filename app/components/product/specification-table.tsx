import { MarkedText } from "~/components/ui/marked-text";
import type { SpecificationGroup } from "~/content/product-spec";

/**
 * The product's specification in row groups (product; handling; packing and shipping). Header
 * cells align to the start of the line in either direction (a th centres unless told otherwise).
 */
export function SpecificationTable({
  caption,
  groups,
}: {
  caption: string;
  groups: SpecificationGroup[];
}) {
  return (
    <div className="overflow-hidden rounded-lg ring-1 ring-line">
      <table className="w-full">
        <caption className="sr-only">{caption}</caption>
        {groups.map((group) => (
          <tbody key={group.heading}>
            <tr className="bg-navy-900 text-white">
              <th scope="rowgroup" colSpan={2} className="px-4 py-2 text-start font-bold">
                {group.heading}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.label} className="border-b border-line last:border-0 even:bg-sand-50">
                <th
                  scope="row"
                  className="w-2/5 px-4 py-3 text-start align-top font-semibold text-navy-900 sm:w-1/4"
                >
                  <MarkedText text={row.label} />
                </th>
                <td className="px-4 py-3">
                  {row.values.length === 1 ? (
                    <MarkedText text={row.values[0]!} />
                  ) : (
                    <ul className="grid gap-1">
                      {row.values.map((value) => (
                        <li key={value}>
                          <MarkedText text={value} />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
