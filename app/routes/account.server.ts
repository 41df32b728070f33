import { data } from 'react-router';
import { ACCOUNT_CONFIRMED_LANDING, credentialsSchema, type AccountFormOutcome, type AccountIntent } from '~/core/account';
import { invalidForm } from '~/core/forms';
import { ACCOUNT_TEXT, MESSAGES } from '~/core/messages';
import { clientAddressContext, servicesContext } from '~/app/context.server';
import { readForm } from '~/app/form-data.server';
import type { Route } from './+types/account';

const ENDPOINTS = { login: 'sign-in/email', register: 'sign-up/email', logout: 'sign-out' } as const;
/**
 * Sign-in, registration and sign-out. Registration answers the same for every address and signs
 * nobody in: the e-mailed link confirms the address and signs the reader in (decision 0090). The form is checked with the shared
 * schema, then handed to better-auth through the auth gateway, the same door /api/auth/* uses: the
 * client address the HTTP layer trusts, the sign-in and sign-up limits every instance shares (5 a
 * minute per client) and better-auth's own checks apply. Its HttpOnly session cookie travels back
 * on this action's response. Posts from other sites never get here (server/http/same-origin.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get('intent');
  if (intent !== 'login' && intent !== 'register' && intent !== 'logout') throw data('Unknown form', { status: 400 });
  let body: Record<string, string> = {};
  if (intent !== 'logout') {
    const parsed = credentialsSchema.safeParse({ email: form.get('email') ?? '', password: form.get('password') ?? '' });
    if (!parsed.success) {
      const refused: AccountFormOutcome = { intent, ...invalidForm(parsed.error, { email: 'email', password: 'password' }) };
      return data(refused, { status: 400 });
    }
    const { email, password } = parsed.data;
    // The confirmation link (sent on registering, and again on signing in unconfirmed) lands on the
    // front page, which greets the new reader.
    const callbackURL = ACCOUNT_CONFIRMED_LANDING;
    body =
      intent === 'login'
        ? { email, password, callbackURL }
        : { email, password, name: email.split('@')[0] ?? email, callbackURL };
  }

  const { authGateway } = context.get(servicesContext);
  const response = await authGateway.handle(authRequest(request, ENDPOINTS[intent], body), context.get(clientAddressContext));
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  const outcome: AccountFormOutcome = response.ok
    ? { intent, ok: true, message: successMessage(intent, body.email) }
    : { intent, ok: false, message: await failureMessage(response) };
  return data(outcome, { status: response.status, headers });
}

/**
 * The request better-auth would have received from the browser: its cookie, origin, referrer and
 * user agent, and a JSON body. The gateway adds the client address; nothing else is passed on.
 */
function authRequest(request: Request, endpoint: string, body: Record<string, string>): Request {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const name of ['cookie', 'origin', 'referer', 'user-agent']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Request(new URL(`/api/auth/${endpoint}`, request.url), { method: 'POST', headers, body: JSON.stringify(body) });
}

function successMessage(intent: AccountIntent, email = ''): string {
  if (intent === 'register') return ACCOUNT_TEXT.checkInboxDescription(email);
  return (intent === 'login' ? MESSAGES.loginSuccess : MESSAGES.logout).description ?? '';
}

async function failureMessage(response: Response): Promise<string> {
  const payload = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
  if (payload?.code === 'EMAIL_NOT_VERIFIED') return ACCOUNT_TEXT.confirmFirst;
  if (payload?.message) return payload.message;
  return response.status === 429 ? ACCOUNT_TEXT.tooManyAttempts : ACCOUNT_TEXT.requestFailed(response.status);
}
