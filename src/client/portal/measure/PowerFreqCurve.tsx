import { Col, Row, Card } from 'antd';
import LiveCurve from '../../curves/LiveCurve.js';
import type { MeasType } from '../../curves/types.js';
import DeviceSelect from '../../measure/DeviceSelect.js';
import DeviceStatusTable from './DeviceStatusTable.js';
import { maxRate } from '../../measure/equipText.js';
import MeasurePage from './MeasurePage.js';
import { useDefaultSelection } from '../../measure/useDefaultSelection.js';
import { useEquips } from '../../measure/useEquips.js';

const PREFERRED = ['SMD-C'];
/** ROCOF next to the frequency it is the derivative of */
const MEAS: MeasType[] = ['fq', 'RF', 'UAA'];

/** Synchrophasor data: frequency, ROCOF and amplitude of the chosen devices, live, with their status. */
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
          {MEAS.map((m) => (
            <Col key={m} xs={24} xl={12} xxl={8}>
              <Card size="small">
                <LiveCurve equipIds={ids} meastype={m} rate={maxRate(chosen, m)} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <DeviceStatusTable equips={chosen} />
    </MeasurePage>
  );
}
