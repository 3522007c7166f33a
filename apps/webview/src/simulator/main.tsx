import { BrandTheme } from '@carrier/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Simulator } from './Simulator.js';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrandTheme brand="wireless" language="en">
      <Simulator />
    </BrandTheme>
  </StrictMode>,
);
