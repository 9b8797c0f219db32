import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { decode } from 'fast-png'
import { describe, expect, it } from 'vitest'
import { appIcons, seo } from '../../../src/config/seo'
import { brandColours } from '../brand'
import { iconFiles, MARK_RADIUS } from './index'
import { measureMark } from './mark'

const favicon = readFileSync(join(process.cwd(), 'public', appIcons.favicon), 'utf8')
/** The favicon's colours, as seed/tools/make-images.mjs draws them. */
const FIELD = '#fff8e6'
const RING = '#d9a121'

interface Picture {
  width: number
  height: number
  /** `#rrggbb` and alpha of pixel (x, y). */
  at(x: number, y: number): { colour: string; alpha: number }
}

async function picture(file: Promise<{ body: string | Uint8Array }>): Promise<Picture> {
  const { body } = await file
  if (typeof body === 'string') throw new Error('expected a PNG, not text')
  const png = decode(body)
  expect([png.depth, png.channels], 'RGBA, 8 bits per channel').toEqual([8, 4])
  return {
    width: png.width,
    height: png.height,
    at(x, y) {
      const start = (y * png.width + x) * 4
      const [r, g, b, alpha] = png.data.subarray(start, start + 4)
      const colour = `#${[r!, g!, b!].map((c) => c.toString(16).padStart(2, '0')).join('')}`
      return { colour, alpha: alpha! }
    },
  }
}

describe('measureMark', () => {
  it('finds how far the favicon paints and the colour of its field', async () => {
    const mark = await measureMark(favicon)
    // The ring's outer edge: radius 28 plus half its 4-unit stroke, on a 64-unit grid.
    expect(mark.radius).toBeCloseTo(30 / 64, 2)
    expect(mark.field).toBe(FIELD)
  })

  it('measures a smaller drawing as smaller', async () => {
    const dot = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="2" fill="#123456"/></svg>`
    expect(await measureMark(dot)).toMatchObject({ field: '#123456' })
    expect((await measureMark(dot)).radius).toBeCloseTo(0.2, 2)
  })

  it('refuses a drawing that is not square or paints nothing', async () => {
    const svg = (viewBox: string, body: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`
    await expect(measureMark(svg('0 0 20 10', '<rect width="20" height="10"/>'))).rejects.toThrow(
      /square/,
    )
    await expect(measureMark(svg('0 0 10 10', ''))).rejects.toThrow(/nothing/)
  })
})

describe('iconFiles', () => {
  const files = iconFiles(() => favicon)
  const pictures = new Map<string, Promise<Picture>>()
  const png = (path: string): Promise<Picture> => {
    const make = files.get(path)
    if (!make) throw new Error(`no file ${path}`)
    if (!pictures.has(path)) pictures.set(path, picture(make()))
    return pictures.get(path)!
  }

  it('makes every icon the configuration names, at its size', async () => {
    const configured = [appIcons.tab, ...appIcons.any, appIcons.maskable, appIcons.appleTouch]
    for (const { path, size } of configured) {
      const icon = await png(path)
      expect([icon.width, icon.height], path).toEqual([size, size])
    }
  })

  it('leaves the corners of plain icons clear and fills masked ones to the edge', async () => {
    expect((await png(appIcons.any[0].path)).at(0, 0).alpha).toBe(0)
    expect((await png(appIcons.tab.path)).at(0, 0).alpha).toBe(0)
    for (const { path } of [appIcons.maskable, appIcons.appleTouch])
      expect((await png(path)).at(0, 0), path).toEqual({ colour: FIELD, alpha: 255 })
  })

  it('draws plain icons as the favicon: the ring reaches its edge', async () => {
    const icon = await png(appIcons.any[1].path)
    // 30 of 64 units from the centre: just inside it is the ring, just outside nothing.
    const edge = (icon.width * 30) / 64
    expect(icon.at(Math.round(icon.width / 2 + edge - 3), icon.height / 2)).toEqual({
      colour: RING,
      alpha: 255,
    })
    expect(icon.at(Math.round(icon.width / 2 + edge + 3), icon.height / 2).alpha).toBe(0)
  })

  it('keeps the maskable mark inside the safe circle, and not much smaller', async () => {
    const icon = await png(appIcons.maskable.path)
    const centre = icon.width / 2
    const safe = icon.width * MARK_RADIUS.maskable
    const outside: string[] = []
    for (let y = 0; y < icon.height; y++)
      for (let x = 0; x < icon.width; x++) {
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= safe + 1) continue
        const { colour } = icon.at(x, y)
        if (colour !== FIELD) outside.push(`${x},${y} ${colour}`)
      }
    expect(outside.slice(0, 5)).toEqual([])
    expect(icon.at(Math.round(centre + safe - 3), centre).colour).toBe(RING)
  })

  it('draws the share image on the brand colour at its configured size', async () => {
    const image = await png(seo.shareImage.path)
    expect([image.width, image.height]).toEqual([seo.shareImage.width, seo.shareImage.height])
    expect(image.at(5, 5)).toEqual({ colour: brandColours.dark, alpha: 255 })
    const middleRow = Array.from(
      { length: image.width },
      (_, x) => image.at(x, image.height / 2).colour,
    )
    for (const colour of [brandColours.dark, RING, FIELD])
      expect(middleRow, colour).toContain(colour)
  })

  it('makes no favicon of its own: public/favicon.svg is the mark', () => {
    expect(files.has(appIcons.favicon)).toBe(false)
  })
})
