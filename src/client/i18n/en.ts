import type { Messages } from './zh.js';

export const en: Messages = {
  app: { title: 'ISPS Synchronized Measurement', short: 'ISPS', desc: 'Synchronized full-view measurement of renewables, controls and loads' },
  login: {
    title: 'Sign in with password', username: 'Username', password: 'Password', submit: 'Sign in', captcha: 'Captcha',
    usernameRequired: 'Please enter your username', passwordRequired: 'Please enter your password', failed: 'Sign-in failed',
    welcome: 'Welcome', welcomeBack: 'Welcome back',
  },
  menu: { home: 'Home', search: 'Search menus' },
  header: { logout: 'Log out', logoutConfirm: 'Do you really want to log out?', clearCache: 'Clear cache', cacheOk: 'Cache refreshed', cacheFail: 'Cache refresh failed', language: 'Language' },
  greeting: { morning: 'Good morning', forenoon: 'Good morning', noon: 'Good noon', afternoon: 'Good afternoon', evening: 'Good evening' },
  dashboard: { users: 'Users', totalVisits: 'Total visits', todayVisits: 'Visits today', todayIp: 'IPs today', lastWeek: 'Visits, last 7 days', visits: 'Visits', ips: 'IPs' },
  exception: { 403: 'Sorry, you may not open this page', 404: 'Sorry, this page does not exist', 500: 'Sorry, the server failed', back: 'Back home' },
  password: { title: 'Change password', old: 'Current password', new: 'New password', confirm: 'Confirm new password', failed: 'Password not changed', menu: 'Change password', noUser: 'Nobody is logged in' },
  depart: { title: 'Switch department', label: 'Department', required: 'Choose a department', switched: 'Department switched', menu: 'Switch department' },
  settings: {
    open: 'Page settings', title: 'Page settings', preview: 'This panel previews layouts during development; turn it off in production.',
    style: 'Overall style', dark: 'Dark menu', light: 'Light menu', color: 'Theme colour',
    colors: { daybreak: 'Daybreak blue (default)', dust: 'Dust red', volcano: 'Volcano', sunset: 'Sunset orange', cyan: 'Cyan', green: 'Polar green', geekblue: 'Geek blue', purple: 'Golden purple' },
    nav: 'Navigation mode', sidemenu: 'Side menu', topmenu: 'Top menu',
    contentWidth: 'Content width', fixed: 'Fixed', fluid: 'Fluid', contentWidthHint: 'This setting only applies to [top menu] navigation',
    fixedHeader: 'Fixed header', autoHideHeader: 'Hide header on scroll down', autoHideHint: 'Available with a fixed header',
    fixSiderbar: 'Fixed side menu', fixSiderbarHint: 'Available with side menu navigation',
    other: 'Other settings', weak: 'Colour-weak mode', multipage: 'Multi-page tabs', themeFailed: 'Failed to update theme',
  },
  layout: { fold: 'Collapse menu', unfold: 'Expand menu' },
  chunk: { failed: 'The page could not be loaded', reload: 'Reload' },
  building: 'This page comes in a later release',
  portal: { welcome: 'Synchronized measurement portal', console: 'Open the console' },
  tabs: { home: 'Home', refresh: 'Refresh', closeLeft: 'Close tabs to the left', closeRight: 'Close tabs to the right', closeOthers: 'Close other tabs', homeUnclosable: 'The home tab cannot be closed!', lastTab: 'This is the last tab; it cannot be closed' },
  sys: {
    user: {
      roles: 'Roles', departs: 'Departments', freeze: 'Freeze', unfreeze: 'Unfreeze', freezeConfirm: 'Freeze this user?', unfreezeConfirm: 'Unfreeze this user?',
      resetPassword: 'Password', passwordRequired: 'Enter the new password!', confirmRequired: 'Confirm the new password!', mismatch: 'The two passwords differ!',
    },
    role: { grant: 'Permissions', users: 'Users' },
    depart: { grant: 'Permissions', users: 'Users', roles: 'Department roles' },
    dict: { items: 'Items' },
    checkRule: { test: 'Test', run: 'Check', value: 'A value to check' },
    menu: { rules: 'Data rules' },
    perm: {
      cancel: 'Cancel', saveOnly: 'Save', saveClose: 'Save and close', all: 'Select all', none: 'Select none',
      rules: 'Data rules', noRules: 'This page has no data rules', saveRules: 'Save data rules',
    },
    members: {
      pick: 'Users to add', add: 'Add', search: 'Search by username', username: 'Username', realname: 'Name', phone: 'Mobile',
      action: 'Actions', remove: 'Remove', removeConfirm: 'Remove this user?',
    },
  },
};
