/**
 * Semantic colours. Each tone has the same shape so components can take a `tone` variant:
 * `text` on a neutral surface, `soft`/`softHover` tinted backgrounds (text stays readable on them),
 * `border`, `strong`/`strongHover` solid fills, and `onStrong` for text on the solid fill.
 */
export type ToneColors = {
  text: string;
  soft: string;
  softHover: string;
  border: string;
  strong: string;
  strongHover: string;
  onStrong: string;
};

export type ColorTokens = {
  surface: {
    canvas: string;
    default: string;
    raised: string;
    sunken: string;
    hover: string;
    pressed: string;
    selected: string;
    selectedHover: string;
    inverse: string;
  };
  border: { subtle: string; default: string; strong: string; field: string; fieldHover: string };
  text: { primary: string; secondary: string; muted: string; disabled: string; inverse: string; link: string; linkHover: string };
  focusRing: string;
  backdrop: string;
  neutral: ToneColors;
  brand: ToneColors;
  positive: ToneColors;
  caution: ToneColors;
  critical: ToneColors;
  info: ToneColors;
};

export const toneNames = ['neutral', 'brand', 'positive', 'caution', 'critical', 'info'] as const;
export type Tone = (typeof toneNames)[number];

export const lightColors: ColorTokens = {
  surface: {
    canvas: '#f6f7f9',
    default: '#ffffff',
    raised: '#ffffff',
    sunken: '#f1f3f5',
    hover: '#f2f4f6',
    pressed: '#e8ebef',
    selected: '#eef3fe',
    selectedHover: '#e3ebfd',
    inverse: '#1b1f24',
  },
  border: { subtle: '#e8eaee', default: '#dcdfe4', strong: '#b9bfc8', field: '#c9ced5', fieldHover: '#a3aab4' },
  text: {
    primary: '#16191d',
    secondary: '#474f5b',
    muted: '#5d6572',
    disabled: '#98a0aa',
    inverse: '#ffffff',
    link: '#1f4fc7',
    linkHover: '#173c9a',
  },
  focusRing: '#2f64e0',
  backdrop: 'rgba(16, 19, 24, 0.42)',
  neutral: {
    text: '#3e4551',
    soft: '#eff1f4',
    softHover: '#e5e8ec',
    border: '#d3d8de',
    strong: '#2b3038',
    strongHover: '#16191d',
    onStrong: '#ffffff',
  },
  brand: {
    text: '#1f4fc7',
    soft: '#eef3fe',
    softHover: '#dfe8fd',
    border: '#b7c9f6',
    strong: '#2757d2',
    strongHover: '#1f48b3',
    onStrong: '#ffffff',
  },
  positive: {
    text: '#136c3c',
    soft: '#e9f6ee',
    softHover: '#d7efe1',
    border: '#a8d9bc',
    strong: '#19794a',
    strongHover: '#13633c',
    onStrong: '#ffffff',
  },
  caution: {
    text: '#7e4b00',
    soft: '#fdf4e3',
    softHover: '#fae9c7',
    border: '#eccd8f',
    strong: '#bb7f0f',
    strongHover: '#b07608',
    onStrong: '#1d1300',
  },
  critical: {
    text: '#b1261a',
    soft: '#fdeeec',
    softHover: '#fadcd8',
    border: '#f0b5ae',
    strong: '#c42f1f',
    strongHover: '#a52618',
    onStrong: '#ffffff',
  },
  info: {
    text: '#0a6073',
    soft: '#e7f5f8',
    softHover: '#d2edf3',
    border: '#9fd3df',
    strong: '#0d6f86',
    strongHover: '#0a5a6d',
    onStrong: '#ffffff',
  },
};

export const darkColors: ColorTokens = {
  surface: {
    canvas: '#0e1013',
    default: '#15181c',
    raised: '#1a1e23',
    sunken: '#111316',
    hover: '#20252b',
    pressed: '#282e35',
    selected: '#1a2540',
    selectedHover: '#1f2c4d',
    inverse: '#eceef1',
  },
  border: { subtle: '#22272d', default: '#2c3239', strong: '#454d57', field: '#3b434d', fieldHover: '#56606c' },
  text: {
    primary: '#eceef1',
    secondary: '#b4bbc5',
    muted: '#98a1ad',
    disabled: '#5c646e',
    inverse: '#101215',
    link: '#8eaefc',
    linkHover: '#b3c9fd',
  },
  focusRing: '#6d95f6',
  backdrop: 'rgba(0, 0, 0, 0.6)',
  neutral: {
    text: '#c7cdd5',
    soft: '#22272d',
    softHover: '#2a3037',
    border: '#3b434d',
    strong: '#e4e7eb',
    strongHover: '#ffffff',
    onStrong: '#121417',
  },
  brand: {
    text: '#8eaefc',
    soft: '#18223b',
    softHover: '#1e2a4a',
    border: '#30467f',
    strong: '#2f5fd8',
    strongHover: '#2853c2',
    onStrong: '#ffffff',
  },
  positive: {
    text: '#63d092',
    soft: '#11251a',
    softHover: '#163120',
    border: '#245438',
    strong: '#1b7a48',
    strongHover: '#17693e',
    onStrong: '#ffffff',
  },
  caution: {
    text: '#f0bf5c',
    soft: '#2a2010',
    softHover: '#352914',
    border: '#634a1c',
    strong: '#dba23a',
    strongHover: '#c98f27',
    onStrong: '#1d1300',
  },
  critical: {
    text: '#ff9388',
    soft: '#311614',
    softHover: '#3d1b18',
    border: '#72302a',
    strong: '#c93a2b',
    strongHover: '#b13123',
    onStrong: '#ffffff',
  },
  info: {
    text: '#62c6dc',
    soft: '#0f252b',
    softHover: '#132f37',
    border: '#1f5665',
    strong: '#0e7089',
    strongHover: '#0b6076',
    onStrong: '#ffffff',
  },
};
