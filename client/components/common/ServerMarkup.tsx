import { createContext, useContext, type ComponentType } from 'react';

/** The parts only the server draws, by name; the server's entry provides them (server-parts.ts). */
export type ServerParts = Record<'booking-dialog' | 'mobile-menu' | 'services-panel' | 'footer', ComponentType>;
const ServerPartsContext = createContext<Partial<ServerParts>>({});
export const ServerPartsProvider = ServerPartsContext.Provider;

// The same object on every render: React compares it and never writes the element's content.
const keepAsIs = { __html: '' };

/**
 * Markup only the server renders, which the browser keeps as it is: React hydrates around it and never
 * into it, and the part's code never reaches the browser (the browser's modules do not import it). For
 * parts of the layout that never change once drawn (the booking dialog, the menus' panels, the footer), driven
 * by the platform (invoker commands, popover) and enhanced by plain DOM code. Never for a page's content:
 * a page drawn in the browser would be empty.
 */
export function ServerMarkup({ part, id, className }: { part: keyof ServerParts; id: string; className?: string }) {
  const Part = useContext(ServerPartsContext)[part];
  if (import.meta.env.SSR && Part) {
    return (
      <div id={id} className={className}>
        <Part />
      </div>
    );
  }
  return <div id={id} className={className} dangerouslySetInnerHTML={keepAsIs} suppressHydrationWarning />;
}
