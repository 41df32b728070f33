/**
 * The newsletter's look, shared by every e-mail template. Inline style objects only: Gmail drops
 * <style> blocks in some of its apps and Outlook ignores most of them, so every element carries
 * its own style.
 *
 * Dark mode: every piece of text sits on a background colour set here (page, card, masthead,
 * button, note box), never on the client's own background. Clients that keep the author's colours
 * (Apple Mail once the mail declares `color-scheme: light dark`) therefore show the light design
 * unchanged, and clients that recolour the mail themselves (Gmail apps, Outlook.com) change text
 * and background together. Each pair below keeps at least 4.5:1 contrast, both as designed and
 * with its colours inverted (the crudest thing a client may do); the unit tests check both.
 */
import type { CSSProperties } from 'react';

/** The brand palette (see app/app.css) plus white. */
export const COLORS = {
  sage: '#435b34',
  cream: '#fbf7ee',
  tan: '#d2b48c',
  brown: '#3b2a20',
  /** brown-700: secondary text (source lines, footer). */
  mutedBrown: '#5a4030',
  white: '#ffffff',
} as const;

/** Every text colour and the background it is drawn on. Tan appears only in borders and rules. */
export const TEXT_COLOR_PAIRS: ReadonlyArray<{ use: string; text: string; background: string }> = [
  { use: 'body text on the card', text: COLORS.brown, background: COLORS.white },
  { use: 'links and labels on the card', text: COLORS.sage, background: COLORS.white },
  { use: 'secondary text on the card', text: COLORS.mutedBrown, background: COLORS.white },
  { use: 'masthead title', text: COLORS.white, background: COLORS.sage },
  { use: 'masthead tagline', text: COLORS.cream, background: COLORS.sage },
  { use: 'button label', text: COLORS.white, background: COLORS.sage },
  { use: 'note text in its box', text: COLORS.brown, background: COLORS.cream },
  { use: 'footer text on the page', text: COLORS.mutedBrown, background: COLORS.cream },
  { use: 'footer links on the page', text: COLORS.sage, background: COLORS.cream },
];

/** Web-safe stacks: no web fonts to download, nothing that falls back differently per client. */
export const FONTS = {
  heading: "Georgia, 'Times New Roman', Times, serif",
  text: 'Arial, Helvetica, sans-serif',
} as const;

/** 600px is the width every desktop client shows without horizontal scrolling. */
export const MAX_WIDTH = '600px';

export const body: CSSProperties = {
  backgroundColor: COLORS.cream,
  margin: 0,
  padding: '24px 8px',
};

export const container: CSSProperties = {
  maxWidth: MAX_WIDTH,
  width: '100%',
  backgroundColor: COLORS.white,
  border: `1px solid ${COLORS.tan}`,
};

export const masthead: CSSProperties = {
  backgroundColor: COLORS.sage,
  padding: '20px 24px',
};

export const mastheadTitle: CSSProperties = {
  fontFamily: FONTS.heading,
  fontSize: '26px',
  lineHeight: '32px',
  fontWeight: 'bold',
  color: COLORS.white,
  margin: 0,
};

export const mastheadTagline: CSSProperties = {
  fontFamily: FONTS.text,
  fontSize: '14px',
  lineHeight: '20px',
  color: COLORS.cream,
  margin: '4px 0 0',
};

export const content: CSSProperties = {
  backgroundColor: COLORS.white,
  padding: '24px',
};

export const h1: CSSProperties = {
  fontFamily: FONTS.heading,
  fontSize: '24px',
  lineHeight: '30px',
  fontWeight: 'bold',
  color: COLORS.brown,
  margin: '0 0 8px',
};

export const h2: CSSProperties = {
  fontFamily: FONTS.heading,
  fontSize: '20px',
  lineHeight: '26px',
  fontWeight: 'bold',
  color: COLORS.brown,
  margin: '28px 0 8px',
};

export const h3: CSSProperties = {
  fontFamily: FONTS.heading,
  fontSize: '18px',
  lineHeight: '24px',
  fontWeight: 'bold',
  color: COLORS.brown,
  margin: '4px 0 6px',
};

export const text: CSSProperties = {
  fontFamily: FONTS.text,
  fontSize: '16px',
  lineHeight: '24px',
  color: COLORS.brown,
  margin: '0 0 16px',
};

export const muted: CSSProperties = {
  ...text,
  fontSize: '14px',
  lineHeight: '20px',
  color: COLORS.mutedBrown,
};

export const label: CSSProperties = {
  fontFamily: FONTS.text,
  fontSize: '12px',
  lineHeight: '16px',
  fontWeight: 'bold',
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: COLORS.sage,
  margin: '0',
};

/**
 * Links are underlined so they are recognisable without relying on colour alone. react-email's
 * Link sets text-decoration-line: none, hence both properties.
 */
export const link: CSSProperties = {
  color: COLORS.sage,
  textDecoration: 'underline',
  textDecorationLine: 'underline',
};

export const button: CSSProperties = {
  backgroundColor: COLORS.sage,
  color: COLORS.white,
  fontFamily: FONTS.text,
  fontSize: '16px',
  fontWeight: 'bold',
  textDecoration: 'none',
  borderRadius: '4px',
  padding: '12px 24px',
};

export const buttonRow: CSSProperties = {
  margin: '8px 0 24px',
};

export const item: CSSProperties = {
  padding: '16px 0',
  borderTop: `1px solid ${COLORS.tan}`,
};

export const noteBox: CSSProperties = {
  backgroundColor: COLORS.cream,
  borderLeft: `4px solid ${COLORS.tan}`,
  padding: '12px 16px',
  margin: '0 0 16px',
};

export const rule: CSSProperties = {
  borderColor: COLORS.tan,
  borderStyle: 'solid',
  borderWidth: '1px 0 0',
  margin: '24px 0',
};

export const footer: CSSProperties = {
  backgroundColor: COLORS.cream,
  padding: '20px 24px',
};

export const footerText: CSSProperties = {
  fontFamily: FONTS.text,
  fontSize: '13px',
  lineHeight: '20px',
  color: COLORS.mutedBrown,
  margin: '0 0 8px',
};

/** Figures (the weekly's REIT moves, the trends' numbers): a full-width table of text rows. */
export const figures: CSSProperties = {
  width: '100%',
  borderCollapse: 'collapse',
  margin: '0 0 16px',
};

export const figureCell: CSSProperties = {
  ...text,
  fontSize: '15px',
  lineHeight: '22px',
  margin: 0,
  padding: '6px 0',
  borderTop: `1px solid ${COLORS.tan}`,
};

export const figureNumber: CSSProperties = {
  ...figureCell,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  paddingLeft: '12px',
};
