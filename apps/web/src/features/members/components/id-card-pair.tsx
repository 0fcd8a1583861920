import { Form, type FormInstance } from 'antd';
import { CertificateUpload } from './certificate-upload.tsx';

const sides = [
  { name: 'cardfrt', label: '身份证人像面' },
  { name: 'cardrvs', label: '身份证国徽面' },
] as const;

/**
 * The two ID-card photos a verification asks for (form fields `cardfrt`, `cardrvs`), side by side.
 * `whose` names the card's holder in the required message (e.g. 联系人); an upload error shows on its field.
 */
export function IdCardPair({ form, whose = '' }: { form: FormInstance; whose?: string }) {
  return (
    <div className="idcard-pair">
      {sides.map(({ name, label }) => (
        <Form.Item
          key={name}
          name={name}
          label={label}
          className="idcard-pair__item"
          rules={[{ required: true, message: `请上传${whose}${label}` }]}
        >
          <CertificateUpload
            label={label}
            testId={`${name}-upload`}
            onError={(msg) => form.setFields([{ name, errors: msg ? [msg] : [] }])}
          />
        </Form.Item>
      ))}
    </div>
  );
}
