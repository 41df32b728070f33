/** Posts JSON to one of our APIs and reads the outcome: `{ message }` on success, `{ error }` otherwise. */
export async function postJson(url: string, body: unknown): Promise<{ ok: boolean; message: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const payload = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
    return { ok: response.ok, message: payload.message ?? payload.error ?? 'Something went wrong. Please try again.' };
  } catch {
    return { ok: false, message: 'Network error. Please check your connection and try again.' };
  }
}
