import { Toaster as Sonner } from 'sonner';

/**
 * The notification stack (Toaster loads it with the first toast): top right, 5 s by default, one
 * at a time, with an icon and a coloured border by type (green success, red error, yellow warning,
 * blue info). On a phone the stack starts below the fixed top bar (--toast-offset-top in app.css);
 * Sonner's own defaults (24 px, 16 px below 600 px) apply elsewhere.
 */
export function ToastStack() {
  return (
    <Sonner
      position="top-right"
      offset={{ top: 'var(--toast-offset-top, 24px)' }}
      mobileOffset={{ top: 'var(--toast-offset-top, 16px)' }}
      duration={5000}
      visibleToasts={1}
      closeButton
      toastOptions={{
        classNames: {
          toast: 'border-l-4! bg-cream-50! text-brown-950! dark:bg-night-800! dark:text-cream-50!',
          success: 'border-l-green-600!',
          error: 'border-l-red-600!',
          warning: 'border-l-yellow-500!',
          info: 'border-l-blue-600!',
          description: 'text-brown-800! dark:text-cream-200!',
        },
      }}
    />
  );
}
