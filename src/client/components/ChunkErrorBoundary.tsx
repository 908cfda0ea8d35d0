import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import i18n from '../i18n/index.js';

/** Shows a failed chunk load (network, timeout) with a reload button instead of a blank page. */
export default class ChunkErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Result
        status="error"
        title={i18n.t('chunk.failed')}
        subTitle={this.state.error.message}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {i18n.t('chunk.reload')}
          </Button>
        }
      />
    );
  }
}
