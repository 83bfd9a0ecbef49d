import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Answers the confirm dialog a screen opened, as a person does: finds it by its question (the
 * spec's words), then presses its action (yes) or the first button, Cancel (no), in any language.
 * Fails when no such dialog opened.
 */
export async function answerConfirm(question: string, yes: boolean) {
  const dialog = await screen.findByRole('alertdialog', { name: question });
  const buttons = within(dialog).getAllByRole('button');
  await userEvent.click((yes ? buttons.at(-1) : buttons[0]) as HTMLElement);
  await new Promise((resolve) => setTimeout(resolve, 0));
}
