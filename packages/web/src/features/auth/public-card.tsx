import type { ReactNode } from 'react';

/**
 * The card a page outside the signed-in shell shows, centred, as the sign-in page does: the
 * page's main landmark, so a screen reader's "go to main content" lands on the form.
 */
export function PublicCard({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm space-y-4 rounded-lg bg-white p-6 shadow">{children}</div>
    </main>
  );
}
