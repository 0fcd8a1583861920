import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../config/paths.ts';
import '../site.css';

type ResultStatus = '403' | '404' | '500' | 'error' | 'warning';

function statusOf(code: string): ResultStatus {
  if (code === '403' || code === 'forbidden') return '403';
  if (code === '404' || code === 'not_found') return '404';
  if (code === '500' || code === 'internal') return '500';
  if (code === 'rate_limited' || code === 'unavailable') return 'warning';
  return 'error';
}

/** `/exception?errorCode=&errorMessage=`: where a call whose error says "redirect" (showType 9) lands. */
export default function ExceptionPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const errorCode = params.get('errorCode')?.slice(0, 64) ?? '';
  const errorMessage = params.get('errorMessage')?.slice(0, 300) || '很抱歉，请求没有成功。';
  return (
    <div className="container narrow">
      <Result
        status={statusOf(errorCode)}
        title={<h1 className="result-title">{errorMessage}</h1>}
        subTitle={errorCode ? `错误代码：${errorCode}` : '请稍后重试，或返回首页继续浏览。'}
        extra={[
          <LinkButton key="home" type="primary" to={paths.mainPage.path}>
            返回首页
          </LinkButton>,
          <Button key="back" onClick={() => navigate(-1)}>
            返回上一页
          </Button>,
        ]}
      />
    </div>
  );
}
