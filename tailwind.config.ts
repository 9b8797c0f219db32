import type { Config } from 'tailwindcss'

/** Brand palette and type, read by Tailwind 4 through `@config` in src/index.css. */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#f1f7f1',
          100: '#dcecdc',
          200: '#bad9bc',
          300: '#8dbf92',
          400: '#5f9f66',
          500: '#3f8247',
          600: '#2f6937',
          700: '#27542e',
          800: '#214427',
          900: '#1c3822',
          950: '#0d1f12',
        },
        saffron: {
          50: '#fff9eb',
          100: '#fdefc7',
          200: '#fbdd8a',
          300: '#f9c54d',
          400: '#f7ad24',
          500: '#e08a0b',
          600: '#c66706',
          700: '#a44709',
          800: '#85370e',
          900: '#6e2e0f',
        },
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Noto Sans"',
          // Devanagari in the phone's and the computer's own fonts (Android, Windows, Apple): no
          // web font to download. Latin letters are set by the fonts above.
          '"Noto Sans Devanagari"',
          '"Nirmala UI"',
          '"Kohinoor Devanagari"',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
        display: [
          'Georgia',
          '"Noto Serif"',
          '"Noto Serif Devanagari"',
          '"Nirmala UI"',
          '"Kohinoor Devanagari"',
          'Cambria',
          '"Times New Roman"',
          'serif',
        ],
      },
    },
  },
} satisfies Config
