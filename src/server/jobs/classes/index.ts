import { registerJobClass } from '../registry.js';
import { dailyReportJob } from './dailyReport.js';
import { deviceHealthJob } from './deviceHealth.js';
import { historyRetentionJob } from './historyRetention.js';
import { pqComplianceMailJob } from './pqComplianceMail.js';
import { purgeLogsJob } from './purgeLogs.js';
import { sampleJob } from './sample.js';

// the job classes this product ships, once per process (other modules register theirs the same way)
registerJobClass('isps.job.SampleJob', sampleJob);
registerJobClass('isps.job.LogPurgeJob', purgeLogsJob);
registerJobClass('isps.job.DeviceHealthJob', deviceHealthJob);
registerJobClass('isps.job.DailyReportMailJob', dailyReportJob);
registerJobClass('isps.job.HistoryRetentionJob', historyRetentionJob);
registerJobClass('isps.job.PqComplianceMailJob', pqComplianceMailJob);
