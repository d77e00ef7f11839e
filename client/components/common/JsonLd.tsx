import { serializeForScript } from '../../../shared/site.js';

/** Structured data for search engines: a data block (never executed), so the strict CSP holds. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />;
}
