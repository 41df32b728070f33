/**
 * The React Email components our templates use, each from its own package. The
 * `@react-email/components` barrel also loads the code block (Prism with its languages) and the
 * Tailwind component (the Tailwind compiler): 33 MB of the server's memory for parts no template
 * uses (bench/memory.ts). Add a component here, and its package to package.json, when a template
 * needs one.
 */
export { Body } from '@react-email/body';
export { Button } from '@react-email/button';
export { Container } from '@react-email/container';
export { Head } from '@react-email/head';
export { Heading } from '@react-email/heading';
export { Html } from '@react-email/html';
export { Link } from '@react-email/link';
export { Preview } from '@react-email/preview';
export { Section } from '@react-email/section';
export { Text } from '@react-email/text';
