/** What the newsletter link pages say when a link does not work. */
export const INVALID_LINK_TEXT = {
  invalid: 'This link is not valid. Please use the most recent e-mail we sent you.',
  expired: 'This confirmation link has expired. Please subscribe again to receive a new one.',
  unknown: 'We could not find this subscription.',
} as const;
