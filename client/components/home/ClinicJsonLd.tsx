import { serializeForScript } from '../../../shared/site.js';
import { clinicJsonLd } from '../../lib/clinic-jsonld.js';
import { useSite } from '../../site-context.js';

/** MedicalClinic structured data; JSON data, not script, so the strict CSP holds. */
export function ClinicJsonLd() {
  const { siteUrl } = useSite();
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(clinicJsonLd(siteUrl)) }} />;
}
