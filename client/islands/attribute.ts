/** The attribute that marks an island's element and names it (registry.ts). */
export const ISLAND_ATTRIBUTE = 'data-island';
