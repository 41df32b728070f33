/**
 * The browser side of sign-in: thin calls to better-auth's endpoints under /api/auth. The session
 * cookie is HttpOnly, so the page learns who is signed in from the root loader, not from here.
 */
export type AuthResult = { ok: true } | { ok: false; message: string };

async function post(path: string, body: unknown): Promise<AuthResult> {
  try {
    const response = await fetch(`/api/auth/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    if (response.ok) return { ok: true };
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    const fallback =
      response.status === 429 ? 'Too many attempts. Please wait a minute and try again.' : `Request failed (${response.status})`;
    return { ok: false, message: payload?.message || fallback };
  } catch {
    return { ok: false, message: 'Network error. Please check your connection and try again.' };
  }
}

export const signIn = (email: string, password: string) => post('sign-in/email', { email, password });

/** Registration signs in at once (better-auth's autoSignIn). */
export const signUp = (email: string, password: string) =>
  post('sign-up/email', { email, password, name: email.split('@')[0] ?? email });

export const signOut = () => post('sign-out', {});
