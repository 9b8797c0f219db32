/** The brand colours of tailwind.config.ts that the manifest and the generated images use. */
import tailwindConfig from '../../tailwind.config.ts'

const { brand } = tailwindConfig.theme.extend.colors

export const brandColours = {
  /** Browser chrome and the share image's background. */
  dark: brand[900],
  /** The installed app's splash screen. */
  light: brand[50],
} as const
