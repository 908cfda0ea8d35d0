// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '#client/i18n/index.js';
import BrowseDialog from '#client/views/datasets/BrowseDialog.js';
import CgformList from '#client/views/forms/CgformList.js';
import Versions from '#client/views/forms/Versions.js';
import RunLogDrawer from '#client/views/jobs/RunLogDrawer.js';
import { dialogStore, type Row } from '#renderers/core.js';
import { memoryProvider } from './memoryProvider.js';
import { Host, column, screen, waitFor } from './renderHarness.js';

// issue 31: these lists page (and sort, filter) through the one list controller, on the server's pages
const pageOf = <T,>(rows: T[], q: Record<string, unknown>) => {
  const size = Number(q.pageSize ?? 10),
    cur = Number(q.pageNo ?? 1);
  return { records: rows.slice((cur - 1) * size, cur * size), total: rows.length, size, current: cur, pages: Math.ceil(rows.length / size) };
};
const goToPage = async (n: number) => {
  const item = document.querySelector(`.ant-pagination-item-${n}`);
  if (!item) throw new Error(`no page ${n}`);
  await act(async () => {
    fireEvent.click(item);
  });
};
const sortBy = async (title: string) => {
  const th = [...document.querySelectorAll('thead th')].find((el) => el.textContent?.trim() === title)!;
  await act(async () => {
    fireEvent.click(th);
  });
};

describe('RunLogDrawer', () => {
  it("shows a job's runs a server page at a time", async () => {
    const runs = Array.from({ length: 12 }, (_, i) => ({
      id: `r${i}`,
      startTime: `2026-01-01 00:00:${String(59 - i).padStart(2, '0')}`,
      durationMs: i,
      status: 'ok',
      result: `run ${i}`,
      errorText: null,
      manual: false,
      runner: null,
    }));
    const asked: unknown[] = [];
    const { dp } = memoryProvider({}, { routes: { '/sys/quartzJob/runs': (q) => (asked.push(q.jobId), pageOf(runs, q)) } });
    const store = dialogStore<Row>();
    render(
      <Host dp={dp}>
        <RunLogDrawer store={store} />
      </Host>,
    );
    expect(asked).toEqual([]); // closed: nothing asked
    act(() => store.open({ id: 'j1', jobClassName: 'demo.Job' }));
    const started = i18n.t('sys.quartz.startTime');
    await waitFor(() => expect(column(started)).toHaveLength(10));
    expect(column(i18n.t('sys.quartz.result'))[0]).toBe('run 0');
    await goToPage(2);
    await waitFor(() => expect(column(i18n.t('sys.quartz.result'))).toEqual(['run 10', 'run 11']));
    expect(asked.every((id) => id === 'j1')).toBe(true);
  });
});

describe('BrowseDialog', () => {
  it("shows a data set's values a server page of 100 at a time", async () => {
    const values = Array.from({ length: 105 }, (_, i) => [1_700_000_000 + i, i === 3 ? null : i * 1.5]);
    const asked: Record<string, unknown>[] = [];
    const { dp } = memoryProvider({}, { routes: { '/isps/dataset/page': (q) => (asked.push(q), pageOf(values, q)) } });
    const store = dialogStore<Row>();
    render(
      <Host dp={dp}>
        <BrowseDialog store={store} />
      </Host>,
    );
    act(() => store.open({ id: 'd1', name: '电压', source: 'upload' }));
    const value = i18n.t('dataset.value');
    await waitFor(() => expect(column(value)).toHaveLength(100));
    expect(column(value).slice(0, 4)).toEqual(['0', '1.5', '3', '—']);
    expect(screen.getByText(i18n.t('dataset.total', { n: 105 }))).toBeTruthy();
    await goToPage(2);
    await waitFor(() => expect(column(value)).toEqual(['150', '151.5', '153', '154.5', '156']));
    expect(asked.at(-1)).toMatchObject({ id: 'd1', channel: 0, pageNo: 2, pageSize: 100 });
  });
});

describe('CgformList', () => {
  const heads = Array.from({ length: 25 }, (_, i) => ({
    id: `t${String(i).padStart(2, '0')}`,
    tableName: `t${String(i).padStart(2, '0')}`,
    tableTxt: `表${i}`,
    tableTxtEn: `Table ${i}`,
    tableVersion: i % 2 ? i : null,
    source: i % 2 ? 'online' : 'file',
    updateTime: null,
  }));

  it('pages, sorts and searches the forms on the server through the DataProvider', async () => {
    const { dp, calls } = memoryProvider({ '/online/cgform/head': heads });
    render(
      <Host dp={dp}>
        <CgformList />
      </Host>,
    );
    const table = i18n.t('cgform.table');
    await waitFor(() => expect(column(table)).toHaveLength(20));
    expect(column(table)[0]).toBe('t00');
    expect(calls).toContain('list /online/cgform/head 1');
    await goToPage(2);
    await waitFor(() => expect(column(table)).toEqual(['t20', 't21', 't22', 't23', 't24']));
    await sortBy(table); // ascending, back to page 1
    await sortBy(table); // descending
    await waitFor(() => expect(column(table)[0]).toBe('t24'));
    const box = screen.getByPlaceholderText(i18n.t('cgform.search'));
    fireEvent.change(box, { target: { value: 't1' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(column(table)).toEqual(['t19', 't18', 't17', 't16', 't15', 't14', 't13', 't12', 't11', 't10']));
  });
});

describe('Versions', () => {
  it("pages a form's versions; only the newest one cannot be published again", async () => {
    const versions = Array.from({ length: 12 }, (_, i) => ({
      version: 12 - i,
      backupTable: null,
      createBy: 'admin',
      createTime: '2026-01-01',
      diff: { added: [], removed: [], changed: {}, settings: [] },
    }));
    const { dp } = memoryProvider({}, { routes: { '/online/cgform/head/versions/demo': (q) => pageOf(versions, q) } });
    render(
      <Host dp={dp}>
        <Versions code="demo" onClose={() => undefined} onRolledBack={() => undefined} />
      </Host>,
    );
    const version = i18n.t('cgform.version');
    await waitFor(() => expect(column(version)).toHaveLength(10));
    expect(column(version).slice(0, 2)).toEqual(['v12', 'v11']);
    const rollback = i18n.t('cgform.rollback');
    // antd spaces a two-character button label
    const actions = () => column(i18n.t('cgform.action')).map((s) => s.replace(/\s/g, ''));
    expect(actions().slice(0, 2)).toEqual(['', rollback]);
    await goToPage(2);
    await waitFor(() => expect(column(version)).toEqual(['v2', 'v1']));
    expect(actions()).toEqual([rollback, rollback]);
  });
});
