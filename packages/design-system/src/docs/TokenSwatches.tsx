import { contrastRatio } from '../theme/contrast.js';
import { prepaidTokens, wirelessTokens, type ThemeTokens } from '../theme/tokens.js';
import { BREAKPOINTS, CONTENT_MAX_WIDTH, MOBILE_ONLY_BREAKPOINTS } from '../theme/breakpoints.js';

// The pictures of the Introduction page in Storybook: every token, drawn from the same values the themes use.

const cell = { display: 'grid', gap: 4, fontSize: 13 } as const;
const grid = { display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))' } as const;

function Colours({ tokens }: { tokens: ThemeTokens }) {
  return (
    <div style={grid}>
      {Object.entries(tokens.color).map(([name, value]) => {
        const onWhite = value.startsWith('#') ? contrastRatio(value, '#ffffff').toFixed(1) : '–';
        return (
          <div key={name} style={cell}>
            <span style={{ height: 48, borderRadius: 8, background: value, boxShadow: 'inset 0 0 0 1px #767676' }} />
            <strong>{name}</strong>
            <code>{value}</code>
            <span>{onWhite}:1 on white</span>
          </div>
        );
      })}
    </div>
  );
}

/** The colour tokens of both brands, with their contrast on white. */
export function ColourSwatches() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <h3>Wireless</h3>
      <Colours tokens={wirelessTokens} />
      <h3>Prepaid</h3>
      <Colours tokens={prepaidTokens} />
    </div>
  );
}

/** The type scale, each step set in the body font. */
export function TypeScale() {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {Object.entries(wirelessTokens.fontSize).map(([name, size]) => (
        <p key={name} style={{ margin: 0, fontSize: size, fontFamily: wirelessTokens.font.body }}>
          <code style={{ fontSize: 13 }}>
            {name} {size}
          </code>{' '}
          Find your next phone
        </p>
      ))}
    </div>
  );
}

/** The spacing scale as bars, radii, elevation and layers. */
export function SpacingAndShape() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <div style={{ display: 'grid', gap: 6 }}>
        {Object.entries(wirelessTokens.space).map(([name, size]) => (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <code style={{ width: 96 }}>
              {name} {size}
            </code>
            <span style={{ height: 12, width: size, background: '#000' }} />
          </div>
        ))}
      </div>
      <div style={grid}>
        {Object.entries(wirelessTokens.radius).map(([name, radius]) => (
          <div key={name} style={cell}>
            <span style={{ height: 48, borderRadius: radius, border: '2px solid #000' }} />
            <code>
              radius.{name} {radius}
            </code>
          </div>
        ))}
        {Object.entries(wirelessTokens.elevation).map(([name, shadow]) => (
          <div key={name} style={cell}>
            <span style={{ height: 48, borderRadius: 8, boxShadow: shadow, background: '#fff' }} />
            <code>elevation.{name}</code>
          </div>
        ))}
      </div>
      <p style={{ margin: 0 }}>
        Motion:{' '}
        {Object.entries(wirelessTokens.motion)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}{' '}
        (durations drop to 0 ms when the system asks for reduced motion). Layers (z-index):{' '}
        {Object.entries(wirelessTokens.layer)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}
        .
      </p>
      <p style={{ margin: 0 }}>
        Breakpoints: {Object.values(BREAKPOINTS).join(', ')} px; mobile-only layouts {MOBILE_ONLY_BREAKPOINTS.narrow}{' '}
        and {MOBILE_ONLY_BREAKPOINTS.wide} px; content at most {CONTENT_MAX_WIDTH} px wide.
      </p>
    </div>
  );
}
