import SpectrumPage from './spectrum/SpectrumPage.js';

/** Interharmonic groups (orders 0.5–49.5) and TIHD of an SMD-L / SMD-W device. */
export default function InterharmonicCurve() {
  return <SpectrumPage kind="interharmonic" />;
}
