import { Result } from 'antd';

// antd's Result as a module of its own, for lazy-result.tsx: Result always brings its 404/500/403
// illustrations (~30 KB of SVG), whatever its status
export default Result;
