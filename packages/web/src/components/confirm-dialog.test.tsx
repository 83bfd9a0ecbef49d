import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useConfirm } from './confirm-dialog';

const QUESTION = 'Are you sure you want to delete this service?';

/** A row with a Delete button that asks first, and says what the answer was. */
function Row() {
  const { ask, dialog } = useConfirm();
  const [answer, setAnswer] = useState('none yet');
  return (
    <div>
      {dialog}
      <button type="button" onClick={async () => setAnswer(String(await ask(QUESTION, 'Delete')))}>
        Delete Land Rental
      </button>
      <p>answer: {answer}</p>
    </div>
  );
}

describe('the confirm dialog', () => {
  it("asks the spec's question in an alert dialog, focused on Cancel, and answers yes with its action", async () => {
    render(<Row />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Land Rental' }));
    const dialog = await screen.findByRole('alertdialog', { name: QUESTION });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('answer: true')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Land Rental' })).toHaveFocus());
  });

  it('answers no on Escape or Cancel, and keeps the focus inside while open', async () => {
    render(<Row />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Land Rental' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('answer: false')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Land Rental' }));
    const dialog = await screen.findByRole('alertdialog');
    // Tab cycles between the dialog's two buttons, never out to the page behind it.
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('answer: false')).toBeInTheDocument();
  });
});
