import { Fragment } from 'react';

/**
 * An e-mail address in the pieces a line may end between: after the "@" and before each ".", where a
 * reader expects an address to wrap ("hello@" / "palmharborchiro" / ".example").
 */
export const emailAddressPieces = (address: string): string[] => address.split(/(?<=@)|(?=\.)/);

/**
 * An e-mail address that wraps, where its box is too narrow, only at its natural breaks (a <wbr> each).
 * One span: in a flex container (a link with an icon) the pieces stay one run of text, not items apart.
 */
export function EmailAddress({ address }: { address: string }) {
  return (
    <span>
      {emailAddressPieces(address).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
