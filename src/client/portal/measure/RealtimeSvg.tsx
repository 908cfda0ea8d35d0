import { Card, Spin } from 'antd';
import { useMemo } from 'react';
import MeasurePage from './MeasurePage.js';
import DiagramLegend from './oneline/DiagramLegend.js';
import { buildDiagram, diagramPoints } from './oneline/diagram.js';
import OneLineDiagram from './oneline/OneLineDiagram.js';
import { useEquips } from '../../measure/useEquips.js';
import { useRealValues } from './useRealValues.js';

/** A substation's one-line diagram with live frequency and voltage at each device (queryData_MeasRealValues). */
export default function RealtimeSvg() {
  const { equips, loading } = useEquips();
  const diagram = useMemo(() => buildDiagram(equips), [equips]);
  const values = useRealValues(diagramPoints(diagram));
  return (
    <MeasurePage testId="page-realtimesvg" title="nav.realtimesvg" hint="measure.svg.hint" toolbar={<DiagramLegend />}>
      <Card size="small">{loading && !equips.length ? <Spin /> : <OneLineDiagram diagram={diagram} values={values} />}</Card>
    </MeasurePage>
  );
}
