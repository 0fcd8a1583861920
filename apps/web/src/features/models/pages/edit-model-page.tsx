/** `/model/editModel?id=N`: the upload form in edit mode (its own route chunk entry). */
export { EditModelPage as default } from './upload-model-page.tsx';
