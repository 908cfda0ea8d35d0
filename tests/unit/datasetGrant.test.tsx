// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import GrantDialog from '#client/views/datasets/GrantDialog.js';
import { dialogStore, type Row } from '#renderers/index.js';
import { memoryProvider } from './memoryProvider.js';
import { Host, clickButton, screen, waitFor } from './renderHarness.js';

describe('数据集 授权 (a Formily form over the DataProvider)', () => {
  it("shows the data set's current grants by name and saves them back", async () => {
    const saved: unknown[] = [];
    const mem = memoryProvider(
      {
        '/sys/user': [
          { id: 'u1', username: 'zhang', realname: '张三' },
          { id: 'u2', username: 'li', realname: '李四' },
        ],
      },
      {
        routes: {
          '/sys/sysDepart/queryIdTree': () => [{ key: 'd1', value: 'd1', title: '调度中心', children: [] }],
          '/isps/dataset/grants': (q) => (q.id === 'ds1' ? { userIds: ['u2'], departIds: ['d1'] } : { userIds: [], departIds: [] }),
          '/isps/dataset/grant': (_q, body) => void saved.push(body),
        },
      },
    );
    const store = dialogStore<Row>();
    render(
      <Host dp={mem.dp}>
        <GrantDialog store={store} />
      </Host>,
    );
    act(() => store.open({ id: 'ds1', name: '频率窗口' }));
    await screen.findByText('李四 (li)'); // the granted user, by name
    await screen.findByText('调度中心');
    expect(screen.queryByText('张三 (zhang)')).toBeNull();
    await clickButton('确定');
    await waitFor(() => expect(saved).toEqual([{ id: 'ds1', userIds: ['u2'], departIds: ['d1'] }]));
  });
});
