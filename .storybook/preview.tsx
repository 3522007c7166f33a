import { BRANDS, BREAKPOINTS, BrandTheme, LANGUAGES, type Brand, type Language } from '@carrier/design-system';
import type { Preview } from '@storybook/react-vite';
// The prepaid brand's type as the prepaid app serves it, so its stories are drawn in it.
import '../apps/prepaid/src/fonts.css';

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

const isBrand = (value: unknown): value is Brand => (BRANDS as readonly unknown[]).includes(value);
const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: [...BRANDS], dynamicTitle: true },
    },
    language: {
      description: "Language of the components' own words",
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'wireless', language: 'en' },
  // The prepaid brand's type is loaded before a story draws: its `font-display: optional` (no swap under the
  // customer's eyes) would otherwise keep the fallback for the first story drawn, where the store preloads it.
  loaders: [
    async () => {
      await Promise.all(['400 1em Figtree', '700 1em Figtree'].map((font) => document.fonts.load(font))).catch(
        () => undefined,
      );
      return {};
    },
  ],
  decorators: [
    (Story, context) => {
      const brand = isBrand(context.globals['brand']) ? context.globals['brand'] : 'wireless';
      const language = isLanguage(context.globals['language']) ? context.globals['language'] : 'en';
      const fullscreen = context.parameters['layout'] === 'fullscreen';
      return (
        <BrandTheme brand={brand} language={language}>
          <div style={{ padding: fullscreen ? 0 : 16 }}>
            <Story />
          </div>
        </BrandTheme>
      );
    },
  ],
  parameters: {
    controls: { expanded: true },
    viewport: { options: viewports },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};
export default preview;
