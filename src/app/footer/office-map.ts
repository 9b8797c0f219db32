/** An OpenStreetMap embed around the office, requested only when the modal opens. */
export function officeMapEmbedUrl({ lat, lng }: { lat: number; lng: number }): string {
  const d = 0.01
  const bbox = [lng - d, lat - d, lng + d, lat + d].map((n) => n.toFixed(5)).join(',')
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`
}

/** The same place on openstreetmap.org, for a full-size map. */
export function officeMapLink({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`
}
