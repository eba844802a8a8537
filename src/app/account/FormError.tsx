/**
 * The server's message over a form's submit button (forms call the server with {silent: true}).
 * Plain markup (base.css): the sign-in page shows it without antd.
 */
export function FormError({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div role="alert" className="zp-alert-error">
      {text}
    </div>
  );
}
