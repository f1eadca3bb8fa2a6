import { useSearchParams } from 'react-router-dom';
import { readReportSelection, reportSelectionParams, type ReportSelection } from './reportPeriod';

/** The period of a report page, kept in the address (so a report with its period can be shared and reloaded). */
export function useReportSelection(): [ReportSelection, (next: ReportSelection) => void] {
  const [params, setParams] = useSearchParams();
  return [readReportSelection(params), (next) => setParams(reportSelectionParams(next))];
}
