import { options, type VNode } from 'preact';

/**
 * A React-only prop that Preact would write as an attribute: React Router's scripts and links carry
 * suppressHydrationWarning (Preact never corrects attributes while hydrating, so it has no use).
 */
const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string' && vnode.props && 'suppressHydrationWarning' in vnode.props)
    delete (vnode.props as Record<string, unknown>).suppressHydrationWarning;
  previous?.(vnode);
};
