import { BREAKPOINTS, BrandTheme } from '@carrier/design-system';
import type { Preview } from '@storybook/react-vite';

/** One viewport per breakpoint of spec 2.10, plus the mobile-only pair. */
const viewports = Object.fromEntries([
  ...Object.entries(BREAKPOINTS).map(([name, width]) => [
    name,
    {
      name: `${name} (${width}px)`,
      styles: { width: `${width}px`, height: width < 768 ? '812px' : '900px' },
      type: width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop',
    },
  ]),
  ['mobileOnly450', { name: 'mobile only (450px)', styles: { width: '450px', height: '812px' }, type: 'mobile' }],
  ['mobileOnly550', { name: 'mobile only (550px)', styles: { width: '550px', height: '812px' }, type: 'mobile' }],
]);

const preview: Preview = {
  decorators: [
    (Story) => (
      <BrandTheme brand="wireless">
        <div style={{ padding: 16 }}>
          <Story />
        </div>
      </BrandTheme>
    ),
  ],
  parameters: {
    controls: { expanded: true },
    viewport: { options: viewports },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};
export default preview;
