/** The server's message over a form's submit button (forms call the server with {silent: true}). */
import { Alert } from 'antd';

export function FormError({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return <Alert type="error" showIcon title={text} role="alert" style={{ marginBottom: 16 }} />;
}
