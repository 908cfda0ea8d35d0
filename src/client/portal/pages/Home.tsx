import ContactSection from './home/ContactSection.js';
import DataCentreSection from './home/DataCentreSection.js';
import DeviceSection from './home/DeviceSection.js';
import Hero from './home/Hero.js';
import PlatformSection from './home/PlatformSection.js';

/** /portal/home: the system and the laboratory at a glance. */
export default function Home() {
  return (
    <>
      <Hero />
      <DeviceSection />
      <PlatformSection />
      <DataCentreSection />
      <ContactSection />
    </>
  );
}
