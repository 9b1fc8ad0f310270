/** Hidden from people and screen readers; bots that fill every field give themselves away. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
      <label>
        No rellenar
        <input type="text" name="sitio_web" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
