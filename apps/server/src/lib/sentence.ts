/**
 * Free text (an operator's reason) ending a sentence of a message: `原因：${sentence(reason)}`. The text's
 * own closing full stop or comma is dropped and one `。` added, so a reason typed as `资料不清晰。` does not
 * read `资料不清晰。。`; one that ends with a question or exclamation mark keeps it and gets no `。`.
 */
export function sentence(text: string): string {
  const t = text.trim().replace(/[。．.，,；;、\s]+$/u, '');
  return /[！？!?…]$/u.test(t) ? t : `${t}。`;
}
