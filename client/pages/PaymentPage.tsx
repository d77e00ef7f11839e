import { PageMeta } from '../components/seo/PageMeta.js';
import { pages } from '../content/pages.js';

export default function PaymentPage() {
  const meta = pages.payment;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} noindex />
      <h1>Payment</h1>
    </>
  );
}
