import type { Mailer, OutgoingMail } from '~/server/newsletter/mailer';

/** A mailer that keeps what it is given, for tests that read an e-mail (and follow its link). */
export interface CapturingMailer extends Mailer {
  sent: OutgoingMail[];
  /** The first link in the newest mail to `to` whose path starts with `pathPrefix`. */
  linkTo(to: string, pathPrefix: string): URL;
}

export function capturingMailer(): CapturingMailer {
  const sent: OutgoingMail[] = [];
  return {
    kind: 'smtp',
    sent,
    async send(mail) {
      sent.push(mail);
      return { messageId: `<${sent.length}@journal.test>` };
    },
    close: () => undefined,
    linkTo(to, pathPrefix) {
      const mail = sent.filter((m) => m.to === to).at(-1);
      if (!mail) throw new Error(`no e-mail to ${to}`);
      const link = [...mail.html.matchAll(/href="([^"]+)"/g)]
        .map((m) => new URL(m[1]!.replace(/&amp;/g, '&')))
        .find((url) => url.pathname.startsWith(pathPrefix));
      if (!link) throw new Error(`no ${pathPrefix} link in the e-mail to ${to}`);
      return link;
    },
  };
}
