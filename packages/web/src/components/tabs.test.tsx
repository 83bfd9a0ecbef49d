import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function ThreeTabs() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Settings"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { key: 'a', label: 'First', panel: <input aria-label="first field" /> },
        { key: 'b', label: 'Second', panel: <p>second panel</p> },
        { key: 'c', label: 'Third', panel: <p>third panel</p> },
      ]}
    />
  );
}

// The WAI-ARIA Authoring Practices' tabs pattern, with automatic activation.
describe('tabs', () => {
  it('names the tab list, ties each tab to its panel, and keeps one tab in the tab order', () => {
    render(<ThreeTabs />);
    expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'First' });
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around', async () => {
    render(<ThreeTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Second' })).toHaveTextContent('second panel');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'First' })).toHaveAttribute('aria-selected', 'true');
  });

  it('goes from the selected tab into its panel with Tab, and keeps a visited panel as it was', async () => {
    render(<ThreeTabs />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByLabelText('first field')).toHaveFocus();
    await userEvent.keyboard('draft');
    await userEvent.click(screen.getByRole('tab', { name: 'Second' }));
    await userEvent.click(screen.getByRole('tab', { name: 'First' }));
    expect(screen.getByLabelText('first field')).toHaveValue('draft');
  });
});
