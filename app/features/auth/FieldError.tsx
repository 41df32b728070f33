/** A form field's error from the route action, referenced by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="-mt-2 text-xs font-medium text-red-800 dark:text-red-200">
      {message}
    </p>
  );
}
