import { useState } from 'react'
import { alertsCopy as copy } from './alerts-content'
import { unlockChime } from './chime'
import { readChimeOn, storeChimeOn } from './chime-setting'

/** The checkbox that turns the chime on or off, remembered on this device. */
export function ChimeSwitch() {
  const [on, setOn] = useState(readChimeOn)
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-stone-800">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-brand-700"
        checked={on}
        onChange={(event) => {
          const next = event.target.checked
          storeChimeOn(next)
          setOn(next)
          // Turning it on is a click: the moment the browser lets the page make sound.
          if (next) unlockChime()
        }}
      />
      {copy.chime}
    </label>
  )
}
