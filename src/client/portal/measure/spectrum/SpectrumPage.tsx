import { Card, Col, Empty, Row, Statistic } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeTick } from '../../../curves/uplotOptions.js';
import DeviceSelect from '../../../measure/DeviceSelect.js';
import { HARMONIC_TYPES } from '../../../measure/equipText.js';
import MeasurePage from '../MeasurePage.js';
import { useDefaultSelection } from '../../../measure/useDefaultSelection.js';
import { useEquips } from '../../../measure/useEquips.js';
import SpectrumColumns from './SpectrumColumns.js';
import { bars, distortion, type SpectrumKind } from './spectrumData.js';
import TrendLine from './TrendLine.js';
import { useSpectrum } from './useSpectrum.js';

/** Harmonic or interharmonic groups of one SMD-L / SMD-W device, refreshed every second, with the distortion trend. */
export default function SpectrumPage({ kind }: { kind: SpectrumKind }) {
  const { t } = useTranslation('portal');
  const { equips, loading } = useEquips();
  const capable = useMemo(() => equips.filter((e) => HARMONIC_TYPES.includes(e.equiptype)), [equips]);
  const [ids, setIds] = useDefaultSelection(capable, HARMONIC_TYPES, 1);
  const { answer, trend } = useSpectrum(kind, ids[0]);
  const columnData = useMemo(() => (answer ? bars(answer, kind) : []), [answer, kind]);
  const figure = t(`measure.spectrum.${kind}.figure`);
  return (
    <MeasurePage
      testId={`page-${kind}`}
      title={kind === 'harmonic' ? 'nav.harmoniccurve' : 'nav.simpleharmoniccurve'}
      hint={`measure.spectrum.${kind}.hint`}
      toolbar={<DeviceSelect single equips={capable} value={ids} onChange={setIds} loading={loading} />}
    >
      {!ids.length ? (
        <Empty description={t('measure.chooseDevice')} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={6}>
            <Card size="small">
              <Statistic data-testid="distortion" title={figure} value={answer ? distortion(answer, kind) : '—'} precision={3} suffix="%" />
              <Statistic style={{ marginTop: 16 }} title={t('measure.spectrum.fundamental')} value={answer?.fundamental ?? '—'} precision={3} suffix="kV" />
              <Statistic style={{ marginTop: 16 }} title={t('measure.col.updated')} value={answer ? timeTick(answer.timestamp) : '—'} />
            </Card>
          </Col>
          <Col xs={24} md={18}>
            <Card size="small" title={t(`measure.spectrum.${kind}.bars`)}>
              <SpectrumColumns data={columnData} kind={kind} />
            </Card>
          </Col>
          <Col span={24}>
            <Card size="small" title={t('measure.spectrum.trend', { figure })}>
              <TrendLine data={trend} label={`${figure} (%)`} />
            </Card>
          </Col>
        </Row>
      )}
    </MeasurePage>
  );
}
