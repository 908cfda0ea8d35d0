import { useLocation } from 'react-router-dom';
import { ReportPage } from '#online/index.js';
import { setTabTitle } from '../layouts/tabs/tabsStore.js';

/** An online report page: the menu path ends with the report code (/online/cgreport/<code>). */
export default function ReportRoute() {
  const code = decodeURIComponent(useLocation().pathname.split('/').filter(Boolean).pop() ?? '');
  return <ReportPage key={code} code={code} onTitle={setTabTitle} />;
}
