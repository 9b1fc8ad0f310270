import pdf from 'pdf-parse/lib/pdf-parse.js'

/**
 * The text of a PDF, read with pdf-parse (pdf.js 1.10). Its first parse in a process can refuse
 * bytes that it reads fine a moment later (the very same bytes: checked with cmp), so a refusal is
 * tried once more; a PDF that is really broken is refused both times.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const read = async () => {
    const parsed = await pdf(Buffer.from(bytes))
    return { text: parsed.text, pages: parsed.numpages }
  }
  try {
    return await read()
  } catch {
    return read()
  }
}
