/**
 * Where the account-confirmation link lands (`/?account=created`). Apart from core/account.ts so
 * the browser can read it without that module's zod schemas: zod in the page bundle costs about
 * 23 KB gzip and its `new Function` probe is refused by our Content-Security-Policy.
 */
export const ACCOUNT_LANDING_PARAM = 'account';
export const ACCOUNT_CONFIRMED_LANDING = `/?${ACCOUNT_LANDING_PARAM}=created`;
