// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, buttonVariants } from './button';

afterEach(cleanup);

describe('buttonVariants', () => {
  it('gives the default variant and size when none is named', () => {
    expect(buttonVariants()).toContain('bg-brown-900');
    expect(buttonVariants()).toContain('h-10');
  });

  it('lets a caller’s class override the variant’s class of the same property', () => {
    const classes = buttonVariants({ variant: 'default', size: 'lg', className: 'h-auto whitespace-normal' }).split(' ');
    expect(classes).toContain('h-auto');
    expect(classes).not.toContain('h-11');
    expect(classes).toContain('whitespace-normal');
    expect(classes).not.toContain('whitespace-nowrap');
  });

  it('keeps a colour and a font size that share the text- prefix', () => {
    const classes = buttonVariants({ variant: 'sage', size: 'sm' }).split(' ');
    expect(classes).toContain('text-primary-foreground');
    expect(classes).toContain('text-sm');
  });
});

describe('Button', () => {
  it('is a plain button (not a submit) unless told otherwise', () => {
    render(<Button>Refresh</Button>);
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveProperty('type', 'button');
  });

  it('applies its variant and the caller’s override', () => {
    render(
      <Button variant="outline" size="sm" className="px-5">
        Share
      </Button>,
    );
    const classes = screen.getByRole('button', { name: 'Share' }).className.split(' ');
    expect(classes).toContain('border-input');
    expect(classes).toContain('px-5');
    expect(classes).not.toContain('px-3');
  });
});
