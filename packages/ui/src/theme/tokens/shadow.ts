export type ShadowTokens = {
  sm: string;
  md: string;
  lg: string;
};

export const lightShadows: ShadowTokens = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
  md: '0 2px 4px rgba(16, 24, 40, 0.06), 0 4px 12px rgba(16, 24, 40, 0.08)',
  lg: '0 8px 16px rgba(16, 24, 40, 0.08), 0 16px 40px rgba(16, 24, 40, 0.14)',
};

export const darkShadows: ShadowTokens = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 2px 4px rgba(0, 0, 0, 0.35), 0 4px 12px rgba(0, 0, 0, 0.4)',
  lg: '0 8px 16px rgba(0, 0, 0, 0.4), 0 16px 40px rgba(0, 0, 0, 0.55)',
};
