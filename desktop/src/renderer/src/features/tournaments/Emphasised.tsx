/**
 * A sentence with one part of it in bold (a tournament's title inside a confirmation). The whole
 * sentence is one catalogue text, already in the screens' language, so the word order is the
 * translation's; the part (user data, never translated) is found in it and drawn bold.
 */
export function Emphasised({ text, part }: { text: string; part: string }) {
  const at = part ? text.indexOf(part) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong className="font-semibold">{part}</strong>
      {text.slice(at + part.length)}
    </>
  );
}
