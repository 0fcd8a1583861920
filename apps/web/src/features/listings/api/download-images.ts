/**
 * `Common/downloadHzImg` (GET): the address of an exhibition's images as one zip (decision 009). A plain
 * link downloads it: the server answers with the file under its Chinese name, so no script reads the
 * bytes. (The path is written out rather than read from the contract's `calls`, which would bring every
 * call's schema into the page.)
 */
export const downloadImagesUrl = (id: number) => `/api/Common/downloadHzImg?id=${id}`;
