import { message } from 'antd';
import { useEffect } from 'react';

/** Warns once with the spec's text (请设置url.xxx属性!) when a configured address is missing. */
export function useMissingUrl(url: string | undefined, text: string): void {
  useEffect(() => {
    if (!url) message.warning({ content: text, key: text });
  }, [url, text]);
}
