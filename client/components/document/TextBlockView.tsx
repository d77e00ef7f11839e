import type { TextBlock } from '../../content/document.js';

/** A paragraph or a bulleted list of a long document. */
export function TextBlockView({ block }: { block: TextBlock }) {
  if (typeof block === 'string') return <p className="mt-4">{block}</p>;
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-500">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
