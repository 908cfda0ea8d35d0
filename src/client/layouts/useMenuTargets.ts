import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { session } from '../session/session.js';
import type { MenuItem } from '../session/types.js';
import { menuTargets, openTarget, type MenuTarget } from './menuTargets.js';

/** The menu's targets and `go(path)`, which opens an item in-app or, if external, in a new window. */
export function useMenuTargets(menu: MenuItem[]): { targets: MenuTarget[]; go: (path: string) => void } {
  const navigate = useNavigate();
  const targets = useMemo(() => menuTargets(menu, { token: session.token() ?? '' }), [menu]);
  const go = useCallback(
    (path: string) => {
      const target = targets.find((t) => t.path === path);
      if (target) openTarget(target, navigate);
      else navigate(path);
    },
    [targets, navigate],
  );
  return { targets, go };
}
