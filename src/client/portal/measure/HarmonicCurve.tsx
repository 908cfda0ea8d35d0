import SpectrumPage from './spectrum/SpectrumPage.js';

/** Harmonic groups (orders 2–50) and THD of an SMD-L / SMD-W device. */
export default function HarmonicCurve() {
  return <SpectrumPage kind="harmonic" />;
}
