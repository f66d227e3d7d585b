import { useState } from 'react';
import { useInspector } from '../../store';
import { copyCurrentLink } from './linkActions';

/**
 * "Copy link", or why the link cannot carry the input. The input is never cut to fit: a link
 * without it would open a different stream than the one being looked at.
 */
export function LinkStatus() {
  const status = useInspector((s) => s.linkStatus);
  const [copied, setCopied] = useState(false);

  if (status.kind === 'too-large') {
    const size = status.measured === 'compressed' ? `${status.kb} KB` : `${status.kb} KB of text`;
    return (
      <span className="link-too-large" role="status" data-testid="link-too-large" title="Links carry inputs up to 16 KB compressed. Profile, filter and compare are still in the link.">
        input too large for a link: {size} — use Export
      </span>
    );
  }
  return (
    <button
      type="button"
      className="tool-button"
      data-testid="copy-link"
      onClick={() => {
        void copyCurrentLink().then((ok) => {
          setCopied(ok);
          if (ok) setTimeout(() => setCopied(false), 1500);
        });
      }}
    >
      {copied ? 'Link copied' : 'Copy link'}
    </button>
  );
}
