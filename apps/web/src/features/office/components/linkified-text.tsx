import { linkify } from '@harbour/shared';

/** Text whose e-mail addresses and ten-digit phone numbers become links; never renders raw HTML. */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {linkify(text).map((s, i) =>
        s.kind === 'text' ? (
          <span key={i} dir="auto">
            {s.text}
          </span>
        ) : (
          <a
            key={i}
            href={s.href}
            dir="ltr"
            className="font-semibold text-harbour-800 underline underline-offset-2 hover:text-harbour-950 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {s.text}
          </a>
        ),
      )}
    </p>
  );
}
