import type { Locator } from 'playwright-core';

/**
 * Whether the browser tells assistive technology that the element is expanded, read from Chromium's own
 * accessibility tree (through the debugging protocol), not from attributes: a popover's invoker gets its
 * state from the browser, with no aria-expanded. Undefined when the element has no expanded state.
 */
export async function exposedExpanded(locator: Locator): Promise<boolean | undefined> {
  const page = locator.page();
  const cdp = await page.context().newCDPSession(page);
  try {
    const marker = `ax-probe-${Date.now()}`;
    await locator.evaluate((el, name) => el.setAttribute('data-ax-probe', name), marker);
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector('[data-ax-probe="${marker}"]')`,
    });
    await locator.evaluate((el) => el.removeAttribute('data-ax-probe'));
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    const expanded = nodes[0]?.properties?.find((p) => p.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}
