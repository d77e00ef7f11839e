import { serializeForScript } from '../../../shared/site.js';
import { withoutSoftHyphens } from '../../lib/soft-hyphens.js';

/**
 * Structured data for search engines: a data block (never executed), so the strict CSP holds. Texts shared
 * with the page keep their words whole here.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: withoutSoftHyphens(serializeForScript(data)) }}
    />
  );
}
