/**
 * The size of a discovery set's decants, as radio buttons named `size` (the first chosen), for a
 * form that posts the set to the cart ('add-set'): the set's own page and the finder's result.
 */
export function SetSizeChoice({
  sizes,
  legend,
  className,
  legendClassName,
}: {
  sizes: readonly string[]
  legend: string
  className?: string
  legendClassName: string
}) {
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {sizes.map((size, index) => (
          <label key={size} className="flex items-center gap-2">
            <input
              type="radio"
              name="size"
              value={size}
              defaultChecked={index === 0}
              className="h-4 w-4 accent-gold"
            />
            {size}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
