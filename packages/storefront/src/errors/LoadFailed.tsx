import { Alert, Button } from '@carrier/design-system';
import { useStorefront } from '../context.js';
import { VideoAssistLink } from './VideoAssistLink.js';

/** A page's data could not be loaded: what failed, and a way to try again. */
export function LoadFailed({ message, retry }: { readonly message: string; readonly retry: () => void }) {
  const { strings } = useStorefront();
  return (
    <Alert tone="error">
      {message}
      <VideoAssistLink />{' '}
      <Button variant="link" onClick={retry}>
        {strings.retry}
      </Button>
    </Alert>
  );
}
