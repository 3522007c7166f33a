import type { DeviceSpecs } from '@carrier/service-contracts';

/**
 * A phone's specifications as the catalogue writes them, one row per model:
 * display inches, panel, resolution, refresh rate; chip; rear cameras and front camera (megapixels, 0 for none);
 * battery (mAh); weight (g); height, width, depth (mm); IP rating; millimetre-wave 5G; SIM.
 */
type SpecRow = readonly [
  inches: number,
  panel: DeviceSpecs['display']['panel'],
  resolution: string,
  refreshHz: number,
  processor: string,
  rear: readonly number[],
  front: number,
  batteryMah: number,
  weightGrams: number,
  size: readonly [height: number, width: number, depth: number],
  waterResistance: string,
  mmWave: boolean,
  sim: DeviceSpecs['sim'],
];

const SNAPDRAGON_GALAXY = 'Snapdragon 8 Elite for Galaxy';

/** Specifications of every phone of the catalogue, by model. */
// prettier-ignore
const SPECS: Readonly<Record<string, SpecRow>> = {
  'iPhone 17 Pro Max': [6.9, 'OLED', '2868 × 1320', 120, 'Apple A19 Pro', [48, 48, 48], 18, 4832, 231, [163.4, 78, 8.75], 'IP68', true, 'esimOnly'],
  'iPhone 17 Pro': [6.3, 'OLED', '2622 × 1206', 120, 'Apple A19 Pro', [48, 48, 48], 18, 3998, 204, [150, 71.9, 8.75], 'IP68', true, 'esimOnly'],
  'iPhone Air': [6.5, 'OLED', '2736 × 1260', 120, 'Apple A19 Pro', [48], 18, 3149, 165, [156.2, 74.7, 5.64], 'IP68', false, 'esimOnly'],
  'iPhone 17': [6.3, 'OLED', '2622 × 1206', 120, 'Apple A19', [48, 48], 18, 3692, 177, [149.6, 71.5, 7.95], 'IP68', false, 'esimOnly'],
  'iPhone 16e': [6.1, 'OLED', '2532 × 1170', 60, 'Apple A18', [48], 12, 4005, 167, [146.7, 71.5, 7.8], 'IP68', false, 'esimOnly'],
  'iPhone 16': [6.1, 'OLED', '2556 × 1179', 60, 'Apple A18', [48, 12], 12, 3561, 170, [147.6, 71.6, 7.8], 'IP68', true, 'esimOnly'],
  'iPhone 16 Plus': [6.7, 'OLED', '2796 × 1290', 60, 'Apple A18', [48, 12], 12, 4674, 199, [160.9, 77.8, 7.8], 'IP68', true, 'esimOnly'],
  'Galaxy S25 Ultra': [6.9, 'OLED', '3120 × 1440', 120, SNAPDRAGON_GALAXY, [200, 50, 50, 10], 12, 5000, 218, [162.8, 77.6, 8.2], 'IP68', true, 'nanoAndEsim'],
  'Galaxy S25+': [6.7, 'OLED', '3120 × 1440', 120, SNAPDRAGON_GALAXY, [50, 12, 10], 12, 4900, 190, [158.4, 75.8, 7.3], 'IP68', true, 'nanoAndEsim'],
  'Galaxy S25': [6.2, 'OLED', '2340 × 1080', 120, SNAPDRAGON_GALAXY, [50, 12, 10], 12, 4000, 162, [146.9, 70.5, 7.2], 'IP68', true, 'nanoAndEsim'],
  'Galaxy S25 Edge': [6.7, 'OLED', '3120 × 1440', 120, SNAPDRAGON_GALAXY, [200, 12], 12, 3900, 163, [158.2, 75.6, 5.8], 'IP68', false, 'nanoAndEsim'],
  'Galaxy S25 FE': [6.7, 'OLED', '2340 × 1080', 120, 'Exynos 2400', [50, 12, 8], 12, 4900, 190, [161.3, 76.6, 7.4], 'IP68', false, 'nanoAndEsim'],
  'Galaxy Z Fold7': [8, 'OLED', '2184 × 1968', 120, SNAPDRAGON_GALAXY, [200, 12, 10], 10, 4400, 215, [158.4, 143.2, 4.2], 'IP48', true, 'nanoAndEsim'],
  'Galaxy Z Flip7': [6.9, 'OLED', '2520 × 1080', 120, 'Exynos 2500', [50, 12], 10, 4300, 188, [166.7, 75.2, 6.5], 'IP48', false, 'nanoAndEsim'],
  'Galaxy A36 5G': [6.7, 'OLED', '2340 × 1080', 120, 'Snapdragon 6 Gen 3', [50, 8, 5], 12, 5000, 195, [162.9, 78.2, 7.4], 'IP67', false, 'nanoAndEsim'],
  'Galaxy A16 5G': [6.7, 'OLED', '2340 × 1080', 90, 'Dimensity 6300', [50, 5, 2], 13, 5000, 200, [164.4, 77.9, 7.9], 'IP54', false, 'nanoOnly'],
  'Galaxy XCover7 Pro': [6.6, 'LCD', '2408 × 1080', 120, 'Snapdragon 7s Gen 3', [50, 8], 50, 4350, 240, [169.5, 80.9, 10.2], 'IP68', false, 'nanoAndEsim'],
  'Pixel 10 Pro XL': [6.8, 'OLED', '2992 × 1344', 120, 'Google Tensor G5', [50, 48, 48], 42, 5200, 232, [162.8, 76.6, 8.5], 'IP68', true, 'nanoAndEsim'],
  'Pixel 10 Pro': [6.3, 'OLED', '2856 × 1280', 120, 'Google Tensor G5', [50, 48, 48], 42, 4870, 207, [152.8, 72, 8.6], 'IP68', true, 'nanoAndEsim'],
  'Pixel 10': [6.3, 'OLED', '2424 × 1080', 120, 'Google Tensor G5', [48, 13, 11], 10, 4970, 204, [152.8, 72, 8.6], 'IP68', true, 'nanoAndEsim'],
  'Pixel 10 Pro Fold': [8, 'OLED', '2152 × 2076', 120, 'Google Tensor G5', [48, 11, 11], 10, 5015, 258, [154.9, 155.2, 5.2], 'IP68', true, 'nanoAndEsim'],
  'Pixel 9a': [6.3, 'OLED', '2424 × 1080', 120, 'Google Tensor G4', [48, 13], 13, 5100, 186, [154.7, 73.3, 8.9], 'IP68', false, 'nanoAndEsim'],
  'Pixel 9': [6.3, 'OLED', '2424 × 1080', 120, 'Google Tensor G4', [50, 48], 10, 4700, 198, [152.8, 72, 8.5], 'IP68', true, 'nanoAndEsim'],
  'Pixel 9 Pro': [6.3, 'OLED', '2856 × 1280', 120, 'Google Tensor G4', [50, 48, 48], 42, 4700, 199, [152.8, 72, 8.5], 'IP68', true, 'nanoAndEsim'],
  'razr ultra 2025': [7, 'OLED', '2992 × 1224', 165, 'Snapdragon 8 Elite', [50, 50], 50, 4700, 199, [171.5, 74, 7.2], 'IP48', false, 'nanoAndEsim'],
  'razr+ 2025': [6.9, 'OLED', '2640 × 1080', 165, 'Snapdragon 8s Gen 3', [50, 50], 32, 4000, 189, [171.4, 74, 7.1], 'IP48', false, 'nanoAndEsim'],
  'razr 2025': [6.9, 'OLED', '2640 × 1080', 120, 'Dimensity 7400X', [50, 13], 32, 4500, 188, [171.3, 74, 7.3], 'IP48', false, 'nanoAndEsim'],
  'edge 2025': [6.7, 'OLED', '2712 × 1220', 144, 'Dimensity 7400', [50, 50, 10], 50, 5200, 178, [161.6, 74.5, 8.2], 'IP68', false, 'nanoAndEsim'],
  'moto g stylus 2025': [6.7, 'OLED', '2712 × 1220', 120, 'Snapdragon 6 Gen 3', [50, 13], 32, 5000, 191, [162.2, 74.8, 8.3], 'IP68', false, 'nanoAndEsim'],
  'moto g power 2025': [6.8, 'LCD', '2388 × 1080', 120, 'Dimensity 7025', [50, 8], 16, 5000, 208, [169, 77, 8.7], 'IP68', false, 'nanoOnly'],
  'moto g 2025': [6.7, 'LCD', '1604 × 720', 120, 'Dimensity 6300', [50, 2], 8, 5000, 194, [166.9, 76.6, 8.3], 'IP52', false, 'nanoOnly'],
  'OnePlus 13': [6.8, 'OLED', '3168 × 1440', 120, 'Snapdragon 8 Elite', [50, 50, 50], 32, 6000, 210, [162.9, 76.5, 8.5], 'IP68', false, 'nanoAndEsim'],
  'OnePlus 13R': [6.8, 'OLED', '2780 × 1264', 120, 'Snapdragon 8 Gen 3', [50, 50, 8], 16, 6000, 206, [161.7, 75.8, 8], 'IP65', false, 'nanoAndEsim'],
  'OnePlus Nord N30 5G': [6.7, 'LCD', '2400 × 1080', 120, 'Snapdragon 695', [108, 2, 2], 16, 5000, 195, [168, 76, 8.3], 'IP54', false, 'nanoOnly'],
  'Xperia 1 VII': [6.5, 'OLED', '2340 × 1080', 120, 'Snapdragon 8 Elite', [48, 48, 12], 12, 5000, 197, [162, 74, 8.2], 'IP68', false, 'nanoAndEsim'],
  'Xperia 10 VII': [6.1, 'OLED', '2340 × 1080', 120, 'Snapdragon 6 Gen 3', [50, 13], 8, 5000, 168, [153, 72, 8.3], 'IP68', false, 'nanoAndEsim'],
  'TCL 60 XE NxtPaper 5G': [6.8, 'LCD', '2460 × 1080', 120, 'Dimensity 6300', [50], 8, 5010, 212, [168.6, 76.3, 8.3], 'IP54', false, 'nanoOnly'],
  'TCL 50 XL 5G': [6.8, 'LCD', '2460 × 1080', 90, 'Dimensity 6100+', [50, 2], 8, 5010, 210, [168.6, 76.3, 8.2], 'IP54', false, 'nanoOnly'],
  'DuraForce PRO 3': [6.2, 'LCD', '2400 × 1080', 120, 'Snapdragon 695', [64, 16], 8, 5000, 260, [163, 76, 13.6], 'IP68', false, 'nanoAndEsim'],
  'DuraXV Extreme+': [3.4, 'LCD', '480 × 800', 60, 'Snapdragon 215', [5], 0, 1900, 230, [110, 56, 24], 'IP68', false, 'nanoOnly'],
  'iPhone 15': [6.1, 'OLED', '2556 × 1179', 60, 'Apple A16 Bionic', [48, 12], 12, 3349, 171, [147.6, 71.6, 7.8], 'IP68', true, 'esimOnly'],
  'Galaxy Z Flip6': [6.7, 'OLED', '2640 × 1080', 120, 'Snapdragon 8 Gen 3 for Galaxy', [50, 12], 10, 4000, 187, [165.1, 71.9, 6.9], 'IP48', false, 'nanoAndEsim'],
};

/** The 5G bands of the network a 5G phone works on; phones with millimetre wave add its two bands. */
const SUB6_BANDS = ['n2', 'n5', 'n48', 'n66', 'n77'] as const;
const MMWAVE_BANDS = ['n260', 'n261'] as const;

/** The specifications of a model, or undefined when the catalogue has none for it. */
export function specsOf(model: string, fiveG: boolean): DeviceSpecs | undefined {
  const row = Object.hasOwn(SPECS, model) ? SPECS[model] : undefined;
  if (!row) return undefined;
  const [inches, panel, resolution, refreshHz, processor, rear, front, batteryMah, weightGrams, size, ip, mmWave, sim] =
    row;
  return {
    display: { inches, panel, resolution, refreshHz },
    processor,
    cameras: { rearMegapixels: [...rear], frontMegapixels: front },
    batteryMah,
    weightGrams,
    dimensionsMm: { height: size[0], width: size[1], depth: size[2] },
    waterResistance: ip,
    bands5g: fiveG ? [...SUB6_BANDS, ...(mmWave ? MMWAVE_BANDS : [])] : [],
    sim,
  };
}
