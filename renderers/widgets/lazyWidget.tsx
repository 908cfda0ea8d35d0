import { Suspense, lazy, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Widget = ComponentType<any>;

/**
 * A widget whose code is fetched the first time a form shows it: a sign-in form that has only text
 * fields never downloads the date picker, tree select, upload or HTML sanitiser. A blank of a field's
 * height stands in for the moment it loads. `parts` names static sub-components a schema may address
 * (x-component "DatePicker.RangePicker"), each loaded the same way.
 */
export function lazyWidget<M>(load: () => Promise<M>, pick: (m: M) => Widget, parts: Record<string, (m: M) => Widget> = {}): Widget {
  const wrap = (get: (m: M) => Widget): Widget => {
    const Loaded = lazy(async () => ({ default: get(await load()) }));
    const LazyWidget = (props: object) => (
      <Suspense fallback={<span style={{ display: 'inline-block', width: '100%', height: 32 }} />}>
        <Loaded {...props} />
      </Suspense>
    );
    return LazyWidget;
  };
  const widget = wrap(pick) as Widget & Record<string, Widget>;
  for (const [name, get] of Object.entries(parts)) widget[name] = wrap(get);
  return widget;
}
