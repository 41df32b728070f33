// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATING_TEXT } from '~/core/messages';
import { RatingForm } from './RatingForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the rating form', () => {
  it('offers 1 to 5 stars as a named radio group and counts feedback characters', () => {
    render(<RatingForm />);
    const group = screen.getByRole('group', { name: 'How would you rate the journal?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(group).getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: '5 stars' })).toBeTruthy();
    const feedback = screen.getByLabelText('Feedback (optional)');
    expect(feedback.getAttribute('maxlength')).toBe('1000');
    fireEvent.input(feedback, { target: { value: 'Helpful' } });
    expect(screen.getByText('7/1000 characters')).toBeTruthy();
  });

  it('asks for stars before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<RatingForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect((await screen.findByRole('alert')).textContent).toBe(RATING_TEXT.chooseStars);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the stars, feedback and session id, then thanks the reader', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 'r1' }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const onRated = vi.fn();
    render(<RatingForm onRated={onRated} />);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.input(screen.getByLabelText('Feedback (optional)'), { target: { value: ' More REIT news ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect((await screen.findByRole('status')).textContent).toContain(RATING_TEXT.thanksTitle);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/ratings');
    expect(JSON.parse(init.body as string)).toEqual({ rating: 4, feedback: 'More REIT news', session: expect.any(String) });
    expect(onRated).toHaveBeenCalledOnce();
  });

  it('says when the address has sent too many ratings, and keeps the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 429 })),
    );
    render(<RatingForm />);
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect((await screen.findByRole('alert')).textContent).toBe(RATING_TEXT.rateLimited);
    expect(screen.getByRole('button', { name: 'Submit Rating' })).toBeTruthy();
  });
});
