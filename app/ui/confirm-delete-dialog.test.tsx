// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '~/tests/support/route-stub';
import { Button } from './button';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

afterEach(cleanup);

function Row() {
  const fetcher = useFetcher();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete reader@operators.test</Button>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete Subscriber"
        question="Are you sure?"
        subject="reader@operators.test"
        fetcher={fetcher}
        id="s-1"
        intent="delete"
      />
    </>
  );
}

function renderRow() {
  const posted: Record<string, FormDataEntryValue>[] = [];
  renderRoute(
    [
      {
        path: 'admin/subscribers',
        Component: Row,
        action: async ({ request }) => {
          posted.push(Object.fromEntries(await request.formData()));
          return { ok: true };
        },
      },
    ],
    '/admin/subscribers',
  );
  return posted;
}

describe('ConfirmDeleteDialog', () => {
  it('names what goes, and Delete posts its intent and id, then closes', async () => {
    const posted = renderRow();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete reader@operators.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Subscriber' });
    expect(dialog.textContent).toContain('reader@operators.test');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(posted).toEqual([{ id: 's-1', intent: 'delete' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('posts nothing on Cancel', async () => {
    const posted = renderRow();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete reader@operators.test' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);
  });
});
