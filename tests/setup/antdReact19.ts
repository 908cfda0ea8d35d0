// antd's toasts and static dialogs render through React 19's createRoot only with this patch (main.tsx imports it first): in a
// worker's shared graph it must come before any file's first antd toast, whichever file that is
import '@ant-design/v5-patch-for-react-19';
