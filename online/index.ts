export { default as ReportPage } from './report/ReportPage.js';
export { default as PopupPicker } from './popup/PopupPicker.js';
