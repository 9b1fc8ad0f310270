import { Form, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { PLACEHOLDER_IMAGE } from '~/components/perfume-card'
import { FormAlert, inputClass, primaryButton, SelectField, TextField } from './form-controls'

const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp'

/**
 * Upload for one perfume: a file or an https link, posted as multipart so it works without
 * JavaScript. With JavaScript the perfume's current image and the chosen file are previewed.
 */
export function ImageUploadForm({
  perfumes,
  perfumeId,
  failure,
}: {
  perfumes: { id: string; name: string; brand: string; imageUrl: string | null }[]
  /** The perfume chosen before a refused upload, chosen again. */
  perfumeId: string
  failure?: { title: string; reason?: string }
}) {
  const uploading = useNavigation().state === 'submitting'
  const [chosenId, setChosenId] = useState(perfumeId)
  const [filePreview, setFilePreview] = useState<string | null>(null)
  const chosen = perfumes.find((perfume) => perfume.id === chosenId)
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6"
    >
      <FormAlert title={failure?.title} messages={failure?.reason ? [failure.reason] : []} />
      <SelectField
        name="perfumeId"
        label="Perfume"
        defaultValue={perfumeId}
        onChange={(event) => setChosenId(event.currentTarget.value)}
      >
        <option value="">Elige un perfume</option>
        {perfumes.map((perfume) => (
          <option key={perfume.id} value={perfume.id}>
            {perfume.name} · {perfume.brand}
          </option>
        ))}
      </SelectField>
      <div>
        <label htmlFor="campo-file" className="mb-1 block text-sm font-medium">
          Archivo de imagen
        </label>
        <input
          id="campo-file"
          type="file"
          name="file"
          accept={ACCEPTED_IMAGE_TYPES}
          aria-describedby="campo-file-ayuda"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            if (!file) return setFilePreview(null)
            // A data URL: the page's CSP allows data: images, not blob: ones.
            const reader = new FileReader()
            reader.onload = () => setFilePreview(String(reader.result))
            reader.readAsDataURL(file)
          }}
          className={`${inputClass} file:mr-4 file:rounded-full file:border-0 file:bg-gold file:px-4 file:py-1 file:text-on-gold`}
        />
        <p id="campo-file-ayuda" className="mt-1 text-xs text-ink-muted">
          JPG, PNG, GIF o WebP, hasta 5 MB.
        </p>
      </div>
      <TextField
        name="imageUrl"
        label="O un enlace a la imagen"
        type="url"
        placeholder="https://..."
        pattern="https://.+"
        hint="Solo enlaces https. Si eliges un archivo, se usa el archivo."
        maxLength={2000}
      />
      {chosen || filePreview ? (
        <div className="flex flex-wrap gap-6" aria-live="polite">
          {chosen ? (
            <figure className="text-center text-sm text-ink-muted">
              <img
                src={chosen.imageUrl ?? PLACEHOLDER_IMAGE}
                alt={`Imagen actual de ${chosen.name}`}
                width={120}
                height={150}
                className="h-36 w-28 rounded-lg bg-surface-raised object-cover"
              />
              <figcaption className="mt-1">Actual</figcaption>
            </figure>
          ) : null}
          {filePreview ? (
            <figure className="text-center text-sm text-ink-muted">
              <img
                src={filePreview}
                alt="Vista previa de la imagen elegida"
                width={120}
                height={150}
                className="h-36 w-28 rounded-lg bg-surface-raised object-cover"
              />
              <figcaption className="mt-1">Nueva</figcaption>
            </figure>
          ) : null}
        </div>
      ) : null}
      <div>
        <button type="submit" disabled={uploading} className={primaryButton}>
          {uploading ? 'Subiendo...' : 'Subir imagen'}
        </button>
      </div>
    </Form>
  )
}
