import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailAddress, emailAddressPieces } from '../../client/components/common/EmailAddress.js';
import { clinic } from '../../shared/clinic.js';

describe('an e-mail address wraps only at its natural breaks', () => {
  it('is cut after the "@" and before each "."', () => {
    expect(emailAddressPieces('hello@palmharborchiro.example')).toEqual(['hello@', 'palmharborchiro', '.example']);
    expect(emailAddressPieces('first.last@mail.clinic.example')).toEqual([
      'first',
      '.last@',
      'mail',
      '.clinic',
      '.example',
    ]);
    expect(emailAddressPieces('nobody')).toEqual(['nobody']);
  });

  it("renders the clinic's address whole, with a <wbr> at each break", () => {
    const html = renderToStaticMarkup(<EmailAddress address={clinic.email} />);
    expect(html).toMatch(/^<span>.*<\/span>$/);
    const inner = html.slice('<span>'.length, -'</span>'.length);
    expect(inner.split('<wbr/>')).toEqual(emailAddressPieces(clinic.email));
  });
});
