import { Badge, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICE_TYPES, type EquipInfo } from './types.js';
import Panel from '../common/Panel.js';

interface Props {
  devices: EquipInfo[];
  /** the type the table shows, or undefined for all */
  type?: string;
  onType: (type: string | undefined) => void;
  /** the directory has not answered yet: dashes, not zeros */
  loading?: boolean;
}

const count = (list: EquipInfo[], status?: number) => list.filter((d) => status === undefined || d.status === status).length;

/** Live counts: all devices by status, then each type (a click filters the table to it). */
export default function StatusCounts({ devices, type, onType, loading }: Props) {
  const { t } = useTranslation('portal');
  const n = (v: number) => (loading ? '—' : v);
  return (
    <Row gutter={[16, 16]} data-testid="overview-counts">
      <Col xs={24} lg={8}>
        <Panel hoverable onClick={() => onType(undefined)} className={`pt-count${type ? '' : ' pt-count-active'}`}>
          <div className="pt-fig-label">{t('overview.total')}</div>
          <div className="pt-count-value" data-testid="count-total">
            {n(devices.length)}
          </div>
          <div className="pt-count-status">
            <Badge status="success" text={`${t('overview.running')} ${count(devices, 1)}`} />
            <Badge status="warning" text={`${t('overview.maintenance')} ${count(devices, 2)}`} />
            <Badge status="default" text={`${t('overview.stopped')} ${count(devices, 0)}`} />
          </div>
        </Panel>
      </Col>
      {DEVICE_TYPES.map((ty) => {
        const list = devices.filter((d) => d.equiptype === ty);
        return (
          <Col key={ty} xs={12} lg={4}>
            <Panel
              hoverable
              onClick={() => onType(ty === type ? undefined : ty)}
              className={`pt-count${ty === type ? ' pt-count-active' : ''}`}
              data-testid={`count-${ty}`}
            >
              <div className="pt-card-model" style={{ fontSize: 16 }}>
                {ty}
              </div>
              <div className="pt-fig-label">{t(`type.${ty}`)}</div>
              <div className="pt-count-value">{n(list.length)}</div>
              <div className="pt-fig-label">{t('overview.ofType', { running: count(list, 1), total: list.length })}</div>
            </Panel>
          </Col>
        );
      })}
    </Row>
  );
}
