// The tab panel used with Ariakit's tabs (src/components/tabs/LightTabPanel.tsx): ARIA wiring, content only for the
// selected tab, and a tab stop of its own only when it holds nothing focusable, decided after the frame that shows it.
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Tab, TabList, TabProvider } from '@ariakit/react';
import { LightTabPanel, panelIdOf } from '../../src/features/compare/tabs/LightTabPanel';
import { axeViolations } from './harness';

function Tabs() {
  // A page of its own (a main landmark and a heading), so axe checks the panel, not a missing page frame.
  return (
    <main>
      <h1>Views</h1>
      <TabProvider defaultSelectedId="t-links">
        <TabList aria-label="Views">
          <Tab id="t-links" aria-controls={panelIdOf('t-links')}>
            Links
          </Tab>
          <Tab id="t-text" aria-controls={panelIdOf('t-text')}>
            Text
          </Tab>
        </TabList>
        <LightTabPanel tabId="t-links">
          {/* In a sentence: an unstyled link alone on its line is smaller than WCAG 2.2's 24 px target. */}
          <p>
            Read <a href="#one">One link</a> first.
          </p>
        </LightTabPanel>
        <LightTabPanel tabId="t-text">
          <p>Only text in here.</p>
        </LightTabPanel>
      </TabProvider>
    </main>
  );
}

describe('LightTabPanel', () => {
  it('is labelled by its tab, controlled by it, and shows content only for the selected tab', async () => {
    const screen = await render(<Tabs />);
    const panel = screen.getByRole('tabpanel');
    await expect.element(panel).toHaveAttribute('aria-labelledby', 't-links');
    await expect.element(panel).toHaveAttribute('id', panelIdOf('t-links'));
    await expect
      .element(screen.getByRole('tab', { name: 'Links' }))
      .toHaveAttribute('aria-controls', panelIdOf('t-links'));
    await expect.element(panel.getByRole('link', { name: 'One link' })).toBeVisible();
    // The other panel is in the document, hidden and empty.
    const other = document.getElementById(panelIdOf('t-text'))!;
    expect(other.hidden).toBe(true);
    expect(other.childElementCount).toBe(0);
    expect(await axeViolations()).toEqual([]);
  });

  it('is not a tab stop when it holds a link; becomes one, after it is painted, when it holds only text', async () => {
    const screen = await render(<Tabs />);
    await expect.element(screen.getByRole('link', { name: 'One link' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100)); // past the after-paint check
    expect(document.getElementById(panelIdOf('t-links'))!.hasAttribute('tabindex')).toBe(false);

    await userEvent.click(screen.getByRole('tab', { name: 'Text' }));
    const panel = screen.getByRole('tabpanel');
    await expect.element(panel).toHaveAttribute('aria-labelledby', 't-text');
    await expect.element(panel).toHaveAttribute('tabindex', '0');
    // Keyboard: from the selected tab, Tab lands on the panel itself.
    (screen.getByRole('tab', { name: 'Text' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.id).toBe(panelIdOf('t-text'));
    expect(await axeViolations()).toEqual([]);
  });
});
