/** A round badge with a name's initials (decorative: the name is always written beside it). */
export function Initials({ name }: { name: string }) {
  const parts = name.split(/[\s,]+/).filter(Boolean);
  const letters = (parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts.slice(0, 1))
    .map((p) => Array.from(p)[0]!.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sea-600 text-sm font-bold text-white"
    >
      {letters || '?'}
    </span>
  );
}
