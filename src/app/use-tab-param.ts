// A page's tabs whose selected tab lives in the URL's `tab` parameter (absent for the default), so a tab can be shared.
import { useSearchParams } from 'wouter';

/**
 * The selected tab's value from the URL, the Ariakit tab id of a value, and the setter to give `TabProvider`
 * (`setSelectedId`): it replaces the URL's `tab` (removing it for the default tab) and keeps the other parameters.
 */
export function useTabParam<V extends string>(values: readonly V[], defaultValue: V, idPrefix: string) {
  const [params, setParams] = useSearchParams();
  const tabId = (value: V) => `${idPrefix}${value}`;
  const current = values.find((value) => value === params.get('tab')) ?? defaultValue;
  const select = (id: string | null | undefined) => {
    const value = values.find((v) => tabId(v) === id);
    if (!value || value === current) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === defaultValue) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };
  return { current, tabId, select };
}
