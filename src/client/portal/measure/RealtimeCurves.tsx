import { Card, Col, Row, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import LiveCurve from '../../curves/LiveCurve.js';
import type { MeasType } from '../../curves/types.js';
import DeviceSelect from '../../measure/DeviceSelect.js';
import { equipName, pointRate } from '../../measure/equipText.js';
import MeasurePage from './MeasurePage.js';
import { useDefaultSelection } from '../../measure/useDefaultSelection.js';
import { useEquips } from '../../measure/useEquips.js';

const ALL: string[] = [];

/** Several devices at once: one live curve per device, in a grid. */
export default function RealtimeCurves() {
  const { t, i18n } = useTranslation('portal');
  const { equips, loading } = useEquips();
  const [ids, setIds] = useDefaultSelection(equips, ALL, 6);
  const [meas, setMeas] = useState<MeasType>('fq');
  const toolbar = (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
      <DeviceSelect equips={equips} value={ids} onChange={setIds} loading={loading} max={12} />
      <Segmented<MeasType>
        value={meas}
        onChange={setMeas}
        options={[
          { value: 'fq', label: t('curve.meas.fq') },
          { value: 'RF', label: t('curve.meas.RF') },
          { value: 'UAA', label: t('curve.meas.UAA') },
        ]}
      />
    </div>
  );
  return (
    <MeasurePage testId="page-realtimecurves" title="nav.realtimecurves" hint="measure.realtime.hint" toolbar={toolbar}>
      <Row gutter={[16, 16]}>
        {ids.map((id) => {
          const e = equips.find((x) => x.equipid === id);
          return (
            <Col key={id} xs={24} lg={12} xxl={8}>
              <Card size="small" title={e ? equipName(e, i18n.language) : id}>
                <LiveCurve equipIds={[id]} meastype={meas} rate={pointRate(e, meas)} height={200} rangeKey={id} />
              </Card>
            </Col>
          );
        })}
      </Row>
    </MeasurePage>
  );
}
