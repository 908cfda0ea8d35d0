import { Alert, Col, Input, Row, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redisSample } from '#shared/contract/monitor.js';
import { ApiError, http } from '../../api/http.js';
import LiveChart from './LiveChart.js';
import MonitorCard from './MonitorCard.js';
import { clock, mb, useMonitor } from './useMonitor.js';

interface Line {
  command: string;
  answer: string;
  refused: boolean;
}

/** Redis (REDIS_URL): memory, clients, keys, ops/s with a live chart, and a terminal for read commands. */
export default function RedisMonitor() {
  const { t } = useTranslation();
  const { data: d, error, history } = useMonitor('redis', redisSample);
  const [lines, setLines] = useState<Line[]>([]);
  const [command, setCommand] = useState('');
  const ops = history.map((h) => ({ time: clock(h.time), value: h.opsPerSecond ?? 0, series: t('monitor.redisOps') }));

  const run = async (text: string) => {
    if (!text.trim()) return;
    let line: Line;
    try {
      const r = await http.post<unknown>('/sys/monitor/redis/command', { command: text }, true);
      line = { command: text, answer: typeof r.result === 'string' ? r.result : JSON.stringify(r.result, null, 1), refused: false };
    } catch (e) {
      line = { command: text, answer: e instanceof ApiError && e.body?.message ? e.body.message : String(e), refused: true };
    }
    setLines((l) => [...l.slice(-19), line]);
    setCommand('');
  };

  return (
    <MonitorCard title={t('monitor.redis')} time={d?.time} error={error}>
      {d && !d.configured && <Alert type="info" showIcon message={t('monitor.redisNotConfigured')} />}
      {d?.configured && (
        <>
          <Row gutter={16}>
            <Col span={6}>
              <Statistic title={t('monitor.redisMemory')} value={mb(d.usedMemory ?? 0)} suffix="MB" />
            </Col>
            <Col span={6}>
              <Statistic title={t('monitor.redisClients')} value={d.clients} />
            </Col>
            <Col span={6}>
              <Statistic title={t('monitor.redisKeys')} value={d.keys} />
            </Col>
            <Col span={6}>
              <Statistic title={t('monitor.redisOps')} value={d.opsPerSecond} data-testid="redis-ops" />
            </Col>
          </Row>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            Redis {d.version}
          </Typography.Paragraph>
          <LiveChart data={ops} unit={t('monitor.redisOps')} testId="chart-redis-ops" />
          <Typography.Title level={5}>{t('monitor.redisTerminal')}</Typography.Title>
          <pre data-testid="redis-terminal" style={{ background: '#1f1f1f', color: '#d9d9d9', padding: 12, minHeight: 120, maxHeight: 360, overflow: 'auto' }}>
            {lines.map((l, i) => (
              <div key={i}>
                <div>&gt; {l.command}</div>
                <div style={{ color: l.refused ? '#ff7875' : undefined, whiteSpace: 'pre-wrap' }}>{l.answer}</div>
              </div>
            ))}
          </pre>
          <Input.Search
            value={command}
            onChange={(e) => setCommand(e.target.value)}
            onSearch={(v) => void run(v)}
            enterButton={t('monitor.redisRun')}
            placeholder={t('monitor.redisHint')}
            data-testid="redis-command"
          />
        </>
      )}
    </MonitorCard>
  );
}
