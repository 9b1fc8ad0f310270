/** A labelled input of the account forms, with its error under it and tied to it for readers. */
export function FormField(props: {
  id: string
  name: string
  label: string
  type?: string
  autoComplete: string
  defaultValue?: string
  minLength?: number
  maxLength?: number
  errors?: string[]
}) {
  const errorId = `${props.id}-error`
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        required
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        minLength={props.minLength}
        maxLength={props.maxLength}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={props.errors?.length ? errorId : undefined}
        className="w-full rounded-lg border border-line bg-canvas px-3 py-2 text-ink aria-[invalid=true]:border-danger"
      />
      {props.errors?.length ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {props.errors[0]}
        </p>
      ) : null}
    </div>
  )
}
