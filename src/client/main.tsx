import '@ant-design/v5-patch-for-react-19'; // first: antd 5 on React 19 (else message.* renders nothing)
import 'dayjs/locale/zh-cn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/index.js';
import App from './App.js';
import { config } from 'zod/v4/core';

// The page's CSP forbids eval: zod must not probe for it (a blocked `new Function` is a reported violation).
config({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
