import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react'

export type FormErrors = Record<string, string[] | undefined>

/** A conform field's name, starting value and messages, as the fields below take them. */
export function fieldProps(field: { name: string; defaultValue?: string; errors?: string[] }) {
  return { name: field.name, defaultValue: field.defaultValue, errors: field.errors }
}

export const inputClass =
  'w-full rounded-lg border border-line bg-canvas px-3 py-2 text-ink placeholder:text-ink-muted aria-[invalid=true]:border-danger'

/** A field's id, and the ids of its hint and its messages for aria-describedby. */
function fieldIds(name: string, hint: boolean, errors: boolean) {
  const id = `campo-${name}`
  const describedBy = [hint ? `${id}-ayuda` : '', errors ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return { id, describedBy: describedBy || undefined }
}

function FieldHelp({ id, hint, errors }: { id: string; hint?: ReactNode; errors?: string[] }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-ayuda`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {errors.join('. ')}
        </p>
      ) : null}
    </>
  )
}

type TextFieldProps = {
  name: string
  label: string
  hint?: ReactNode
  errors?: string[]
  className?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'>

/** A labelled input with its hint and the server's messages, tied to it for screen readers. */
export function TextField({ name, label, hint, errors, className, ...input }: TextFieldProps) {
  const { id, describedBy } = fieldIds(name, Boolean(hint), Boolean(errors?.length))
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...input}
      />
      <FieldHelp id={id} hint={hint} errors={errors} />
    </div>
  )
}

type TextAreaFieldProps = {
  name: string
  label: string
  hint?: ReactNode
  errors?: string[]
  className?: string
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'>

export function TextAreaField({
  name,
  label,
  hint,
  errors,
  className,
  ...area
}: TextAreaFieldProps) {
  const { id, describedBy } = fieldIds(name, Boolean(hint), Boolean(errors?.length))
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...area}
      />
      <FieldHelp id={id} hint={hint} errors={errors} />
    </div>
  )
}

type SelectFieldProps = {
  name: string
  label: string
  errors?: string[]
  className?: string
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className'>

export function SelectField({ name, label, errors, className, ...select }: SelectFieldProps) {
  const { id, describedBy } = fieldIds(name, false, Boolean(errors?.length))
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...select}
      />
      <FieldHelp id={id} errors={errors} />
    </div>
  )
}

/** The summary at the top of a refused form: what failed, then the messages not shown by a field. */
export function FormAlert({ title, messages = [] }: { title?: string; messages?: string[] }) {
  if (!title) return null
  return (
    <div role="alert" className="rounded-lg border border-danger px-4 py-3 text-danger">
      <p className="font-semibold">{title}</p>
      {messages.length ? (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

export const primaryButton =
  'rounded-full bg-gold px-6 py-2 font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-60'
export const secondaryButton =
  'rounded-full border border-line px-5 py-2 text-ink hover:border-gold'
export const dangerButton =
  'rounded-full bg-danger px-6 py-2 font-semibold text-canvas hover:opacity-90 disabled:opacity-60'
