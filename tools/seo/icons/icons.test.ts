import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { crc32, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { appIcons, seo } from '../../../src/config/seo'
import { brandColours } from '../brand'
import { iconFiles } from './index'
import { baseColour, logoRadius, parseLogo } from './logo'
import { encodePng, PNG_SIGNATURE } from './png'
import { parseHex, rasterise } from './raster'

interface DecodedPng {
  width: number
  height: number
  /** RGBA of pixel (x, y). */
  at(x: number, y: number): number[]
}

/** Reads back an unfiltered 8-bit RGBA PNG, checking every chunk's CRC. */
function decodePng(png: Buffer): DecodedPng {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
  let offset = 8
  const idat: Buffer[] = []
  let header: Buffer | undefined
  for (;;) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('latin1', offset + 4, offset + 8)
    const body = png.subarray(offset + 4, offset + 8 + length)
    expect(png.readUInt32BE(offset + 8 + length), `${type} CRC`).toBe(crc32(body))
    const data = body.subarray(4)
    if (type === 'IHDR') header = data
    if (type === 'IDAT') idat.push(data)
    offset += 12 + length
    if (type === 'IEND') break
  }
  const width = header!.readUInt32BE(0)
  const height = header!.readUInt32BE(4)
  expect([...header!.subarray(8)]).toEqual([8, 6, 0, 0, 0])
  const rows = inflateSync(Buffer.concat(idat))
  expect(rows.length).toBe(height * (width * 4 + 1))
  return {
    width,
    height,
    at: (x, y) => {
      const start = y * (width * 4 + 1) + 1 + x * 4
      return [...rows.subarray(start, start + 4)]
    },
  }
}

const opaque = (colour: string) => [...parseHex(colour), 255]

describe('encodePng and rasterise', () => {
  it('round-trips pixels and paints later shapes over earlier ones', () => {
    const pixels = rasterise({
      width: 8,
      height: 8,
      background: '#102030',
      shapes: [
        { kind: 'disc', cx: 4, cy: 4, r: 3.5, fill: '#ff0000' },
        { kind: 'disc', cx: 4, cy: 4, r: 1.5, fill: '#00ff00' },
      ],
      origin: [0, 0],
      scale: 1,
    })
    const png = decodePng(encodePng(8, 8, pixels))
    expect(png.at(0, 0)).toEqual(opaque('#102030'))
    expect(png.at(1, 3)).toEqual(opaque('#ff0000'))
    expect(png.at(3, 3)).toEqual(opaque('#00ff00'))
  })

  it('refuses pixel data of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow()
  })
})

const favicon = readFileSync(join(process.cwd(), 'public', appIcons.favicon), 'utf8')

describe('parseLogo', () => {
  const logo = parseLogo(favicon)

  it('reads the favicon mark: field, ring, stalk, grains and leaves', () => {
    expect(logo.grid).toBe(64)
    expect(logo.shapes.map((shape) => shape.kind)).toEqual([
      'disc',
      'ring',
      'curve',
      ...Array<string>(7).fill('ellipse'),
      'curve',
      'curve',
    ])
    // Group fill reaches the grains; rotations and relative curves are read.
    expect(logo.shapes[3]).toMatchObject({ kind: 'ellipse', cx: 27, cy: 22, rotate: -32 })
    expect(logo.shapes.at(-1)).toMatchObject({ from: [32, 54], control: [41, 53], to: [46, 48] })
    expect(logoRadius(logo)).toBe(30)
    expect(baseColour(logo)).toBe('#fff8e6')
  })

  it('refuses what it cannot draw rather than drawing it wrong', () => {
    const svg = (body: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>x</title>${body}</svg>`
    expect(() => parseLogo(svg('<rect width="4" height="4" fill="#000000"/>'))).toThrow(/<rect>/)
    expect(() =>
      parseLogo(svg('<path d="M1 1C2 2 3 3 4 4" stroke="#000000" stroke-linecap="round"/>')),
    ).toThrow(/"C"/)
    expect(() =>
      parseLogo(svg('<ellipse cx="5" cy="5" rx="1" ry="2" fill="#000000" transform="scale(2)"/>')),
    ).toThrow(/transform/)
    expect(() => parseLogo(svg(''))).toThrow(/nothing to draw/)
  })
})

describe('iconFiles', () => {
  const files = iconFiles(() => favicon)
  const decoded = new Map<string, DecodedPng>()
  const png = (path: string): DecodedPng => {
    if (!decoded.has(path)) decoded.set(path, decodePng(files.get(path)!().body as Buffer))
    return decoded.get(path)!
  }
  const field = baseColour(parseLogo(favicon))

  it('makes every icon the configuration names, at its size', () => {
    const configured = [appIcons.tab, ...appIcons.any, appIcons.maskable, appIcons.appleTouch]
    for (const { path, size } of configured) {
      const icon = png(path)
      expect([icon.width, icon.height], path).toEqual([size, size])
    }
  })

  it('leaves the corners of plain icons clear and fills maskable ones to the edge', () => {
    expect(png(appIcons.any[0].path).at(0, 0)[3]).toBe(0)
    expect(png(appIcons.tab.path).at(0, 0)[3]).toBe(0)
    expect(png(appIcons.maskable.path).at(0, 0)).toEqual(opaque(field))
    expect(png(appIcons.appleTouch.path).at(0, 0)).toEqual(opaque(field))
  })

  it('draws the share image on the brand colour at its configured size', () => {
    const image = png(seo.shareImage.path)
    expect([image.width, image.height]).toEqual([seo.shareImage.width, seo.shareImage.height])
    expect(image.at(5, 5)).toEqual(opaque(brandColours.dark))
    const middleRow = Array.from({ length: image.width }, (_, x) =>
      image.at(x, image.height / 2).join(),
    )
    for (const colour of [brandColours.dark, '#d9a121', field])
      expect(middleRow, colour).toContain(opaque(colour).join())
  })

  it('makes no favicon of its own: public/favicon.svg is the mark', () => {
    expect(files.has(appIcons.favicon)).toBe(false)
  })
})
