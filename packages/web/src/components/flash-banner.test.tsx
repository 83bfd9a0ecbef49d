import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFlash } from '../lib/use-flash';
import { FlashBanner } from './flash-banner';

/** A form's messages as screens use them: `useFlash` and its banner, rendered deep in a page. */
function Screen({ onReady }: { onReady: (show: ReturnType<typeof useFlash>['show']) => void }) {
  const { flash, show } = useFlash();
  onReady(show);
  return (
    <main>
      <div style={{ height: 4000 }}>a long form</div>
      <FlashBanner flash={flash} />
    </main>
  );
}

function renderScreen() {
  let show: ReturnType<typeof useFlash>['show'] = () => {};
  render(<Screen onReady={(s) => (show = s)} />);
  return (text: string, options?: Parameters<typeof show>[1]) => act(() => show(text, options));
}

afterEach(() => vi.useRealTimers());

describe('flash messages', () => {
  it('show in the region fixed to the top of the viewport, not where the form is', async () => {
    const show = renderScreen();
    show('Service deleted successfully!');
    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent('Service deleted successfully!');
    const region = message.closest('[data-flash-region]') as HTMLElement;
    expect(region.className).toMatch(/\bfixed\b/);
    expect(region.className).toMatch(/\btop-0\b/);
    expect(screen.getByRole('main')).not.toContainElement(message);
  });

  it('say an error as an alert, kept until dismissed; the next message shows again', async () => {
    const show = renderScreen();
    show('Error saving service');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error saving service');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    show('Error saving service');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error saving service');
  });

  it("clear a success after the spec's 3 s, or the time a screen gives", async () => {
    vi.useFakeTimers();
    const show = renderScreen();
    show('Service deleted successfully!');
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    show('Scraper executed successfully! Found 21 lands.', { clearAfterMs: 5_000 });
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
