import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { PROGRESS_BAR } from './constants';

// @types/nprogress omits trickleRate, which nprogress 0.2 does read.
NProgress.configure(PROGRESS_BAR as unknown as Parameters<typeof NProgress.configure>[0]);

/** The slim progress bar (docs/product.md): starts when a navigation starts, completes when it ends. */
export function useNavigationProgress(): void {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);
  useEffect(() => () => void NProgress.done(), []);
}
