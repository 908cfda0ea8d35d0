export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar?: string | null;
  orgCode?: string | null;
  [k: string]: unknown;
}

export interface MenuItem {
  id?: string;
  path: string;
  name?: string;
  component?: string;
  redirect?: string;
  route?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: {
    title: string;
    titleEn?: string;
    icon?: string;
    url?: string;
    keepAlive?: boolean;
    internalOrExternal?: boolean;
    componentName?: string;
    permissionList?: AuthItem[];
  };
  children?: MenuItem[];
}

export interface AuthItem {
  action: string;
  type?: string;
  status?: string;
  describe?: string;
}

export interface Permissions {
  menu: MenuItem[];
  auth: AuthItem[];
  allAuth: AuthItem[];
}
