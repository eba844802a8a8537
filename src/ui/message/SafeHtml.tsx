/**
 * Message content as the reader sees it. Content is stored as given (a sender may write rich text:
 * paragraphs, lists, links, the templates' <p>); it is sanitised here, where it is shown, with
 * DOMPurify (cure53's maintained HTML sanitiser, the standard choice for untrusted HTML in a
 * browser): scripts, event handlers (onerror, onclick…), javascript: URLs, frames, forms and styles
 * are removed, links open in a new tab without access to this one, and a picture without text
 * gets some. Plain text keeps its line breaks. A message therefore never runs script in a reader's browser.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const HAS_TAG = /<[a-z!/][^>]*>/i;

let hooked = false;
function purifier(): typeof DOMPurify {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      // A picture the sender gave no text for is still announced as one.
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '消息中的图片');
    });
    hooked = true;
  }
  return DOMPurify;
}

/** The sanitised HTML of a message's content (exported for tests). */
export function sanitizeMessageHtml(content: string): string {
  return purifier().sanitize(content, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  });
}

export function SafeHtml({ content, className }: { content: string; className?: string }) {
  const html = useMemo(() => (HAS_TAG.test(content) ? sanitizeMessageHtml(content) : null), [content]);
  if (html === null) {
    return (
      <div className={className} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="msg-content">
        {content}
      </div>
    );
  }
  // Sanitised above with DOMPurify; this is the only place message HTML reaches the DOM.
  return <div className={className} style={{ wordBreak: 'break-word' }} data-testid="msg-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
