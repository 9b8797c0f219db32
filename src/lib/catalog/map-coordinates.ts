/**
 * What the retailer map (/locate) needs of a `maplist` record to draw it: a latitude and a
 * longitude, numbers on the globe. A record without them is left off the map; its name and amount
 * the map reads leniently. One check for the map and for the trade desk that writes the records.
 * Free of the Firestore SDK, so the browser tests can count the drawable records with it.
 */
import { object, within, type Check } from '@/lib/util/check'

export interface MapCoordinates {
  latitude: number
  longitude: number
}

export const mapCoordinates: Check<MapCoordinates> = object({
  latitude: within(90),
  longitude: within(180),
})
