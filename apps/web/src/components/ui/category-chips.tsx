/** The comma-separated cat_name as chips. */
export function CategoryChips({ names }: { names: string }) {
  const list = names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (list.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {list.map((name) => (
        <li
          key={name}
          dir="auto"
          className="rounded-full bg-sea-50 px-3 py-1 text-sm font-semibold text-sea-700"
        >
          {name}
        </li>
      ))}
    </ul>
  );
}
