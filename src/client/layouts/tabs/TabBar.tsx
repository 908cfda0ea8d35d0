/** The multi-tab bar (spec §2): built in its own issue step; renders nothing until then. */
export default function TabBar() {
  return null;
}
