import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../../lib/hydrated';

export interface MarkdownFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
}

// The editor is a browser-only module (it measures the DOM): loaded on /editArt only, never on the server.
const MdEditor = lazy(() => import('./md-editor.client'));

/** A plain textarea (server render, no JavaScript, while loading), then the markdown editor. */
function PlainTextarea(props: MarkdownFieldProps) {
  return (
    <textarea
      id={props.id}
      className="fm-md-fallback"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      aria-label={props.label}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      placeholder={props.placeholder}
      rows={18}
      data-testid="editor-content"
    />
  );
}

export function MarkdownField(props: MarkdownFieldProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <PlainTextarea {...props} />;
  return (
    <Suspense fallback={<PlainTextarea {...props} />}>
      <MdEditor {...props} />
    </Suspense>
  );
}
