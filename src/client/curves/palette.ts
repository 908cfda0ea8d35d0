/** The chart palette (spec §9: 9 colours), in series order. */
export const CURVE_PALETTE = ['#1890FF', '#2FC25B', '#FACC14', '#F04864', '#8543E0', '#13C2C2', '#FA8C16', '#3436C7', '#A0D911'] as const;

export const paletteColor = (i: number) => CURVE_PALETTE[i % CURVE_PALETTE.length];
