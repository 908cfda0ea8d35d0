import { ApiOutlined, ControlOutlined, FundOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** One SMD device type on the home page; its texts are portal keys devices.<key>.* */
export interface DeviceType {
  model: string;
  key: string;
  icon: ReactNode;
}

export const DEVICE_TYPES: DeviceType[] = [
  { model: 'SMD-R', key: 'smdr', icon: <ThunderboltOutlined /> },
  { model: 'SMD-C', key: 'smdc', icon: <ControlOutlined /> },
  { model: 'SMD-L', key: 'smdl', icon: <ApiOutlined /> },
  { model: 'SMD-W', key: 'smdw', icon: <FundOutlined /> },
];
