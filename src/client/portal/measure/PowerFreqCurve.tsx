import { Col, Row, Card } from 'antd';
import LiveCurve from '../curve/LiveCurve.js';
import DeviceSelect from './DeviceSelect.js';
import DeviceStatusTable from './DeviceStatusTable.js';
import { maxRate } from './equipText.js';
import MeasurePage from './MeasurePage.js';
import { useDefaultSelection } from './useDefaultSelection.js';
import { useEquips } from './useEquips.js';

const PREFERRED = ['SMD-C'];

/** Synchrophasor data: frequency and amplitude of the chosen devices, live, with their status. */
export default function PowerFreqCurve() {
  const { equips, loading } = useEquips();
  const [ids, setIds] = useDefaultSelection(equips, PREFERRED, 2);
  const chosen = equips.filter((e) => ids.includes(e.equipid));
  return (
    <MeasurePage
      testId="page-powerfreq"
      title="nav.powerfreqcurve"
      hint="measure.powerfreq.hint"
      toolbar={<DeviceSelect equips={equips} value={ids} onChange={setIds} loading={loading} />}
    >
      {ids.length > 0 && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card size="small">
              <LiveCurve equipIds={ids} meastype="fq" rate={maxRate(chosen, 'fq')} />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card size="small">
              <LiveCurve equipIds={ids} meastype="UAA" rate={maxRate(chosen, 'UAA')} />
            </Card>
          </Col>
        </Row>
      )}
      <DeviceStatusTable equips={chosen} />
    </MeasurePage>
  );
}
