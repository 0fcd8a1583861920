import type { ContentKind } from '@hz/contract/content';
import { Button } from 'antd';

/** What an operator rejects: a verification request, a withdrawal, or an item of a content kind. */
export type RejectKind = 'person' | 'business' | 'cash' | ContentKind;

/**
 * The usual reasons per kind, offered as quick choices that fill the reason (still editable). Worded for
 * the member, who reads them in a message (`原因：…。请修改后重新提交。`).
 */
export const rejectPresets: Readonly<Record<RejectKind, readonly string[]>> = {
  person: [
    '身份证照片模糊或不完整，请上传清晰、四角完整的照片',
    '姓名或身份证号与证件照片不一致',
    '证件已过期，请上传有效期内的身份证',
    '人像面与国徽面上传颠倒或重复',
  ],
  business: [
    '营业执照照片不清晰或不完整',
    '企业名称或统一社会信用代码与营业执照不一致',
    '联系人身份证照片不清晰或与填写信息不符',
    '对公账户信息不完整，或户名与企业名称不一致',
  ],
  cash: [
    '收款账户户名与认证姓名或企业名称不一致',
    '收款账号有误，请核对后重新申请',
    '该账户存在异常交易，请联系客服',
  ],
  huizhan: [
    '展会时间或地点与官方信息不一致，请核对后重新提交',
    '展会介绍过于简单，请补充展会规模、展品范围等信息',
    '封面图片不清晰或与展会无关',
    '该展会已在平台发布，请勿重复发布',
  ],
  huiyi: [
    '会议时间或地点与官方信息不一致，请核对后重新提交',
    '会议介绍过于简单，请补充议程、主办方等信息',
    '封面图片不清晰或与会议无关',
    '该会议已在平台发布，请勿重复发布',
  ],
  hycd: [
    '场地图片与实际不符，请上传实拍图片',
    '场地面积、容纳人数等信息不完整',
    '联系电话无效或缺失',
    '该场地已在平台发布，请勿重复发布',
  ],
  photo: [
    '照片模糊或并非展台实拍',
    '照片与所选展会无关',
    '照片含有联系方式、水印或广告',
    '展台面积、风格等信息与照片不符',
  ],
  designer: [
    '个人简介过于简单，请补充擅长领域与代表项目',
    '头像或资料中含有联系方式、二维码或广告',
    '擅长类型、服务城市或价格区间填写不实',
  ],
  factory: [
    '资质证书不清晰或与企业名称不一致',
    '企业简介过于简单，请补充厂房、团队与设备情况',
    '资料中含有联系方式、二维码或广告',
  ],
  work: [
    '效果图不清晰或并非本人作品',
    '作品说明过于简单，请补充设计思路与项目信息',
    '图片含有联系方式、水印或广告',
  ],
  case: [
    '案例照片不清晰或并非实际搭建现场',
    '案例说明过于简单，请补充展会、面积与工艺信息',
    '图片含有联系方式、水印或广告',
  ],
  service: [
    '服务内容与价格描述不清，请写明包含与不包含的项目',
    '价格或交付周期明显不合理，请核对后重新提交',
    '服务说明或图片中含有联系方式',
  ],
  contest: [
    '需求描述不清，请写明展位情况、设计要求与交付物',
    '奖金或日期明显不合理，请核对后重新发布',
    '需求描述或参考文件中含有联系方式',
  ],
  task: [
    '需求描述不清，请写明展位情况、设计要求与交付物',
    '设计费或日期明显不合理，请核对后重新提交',
    '需求描述或参考文件中含有联系方式',
  ],
  model: [
    '模型文件无法打开或与描述不符，请检查后重新上传',
    '封面图片不清晰或与模型无关',
    '模型分类选择不正确，请重新选择',
    '模型涉嫌侵犯他人版权，请提供授权证明',
  ],
  project: [
    '项目说明不清，请写明展位情况、搭建要求与交付内容',
    '展位尺寸、预算或日期明显不合理，请核对后重新提交',
    '项目说明或附件中含有联系方式',
  ],
};

/** The quick choices above a reason field: a click fills the field with the reason, to edit or send. */
export function ReasonPresets({
  presets,
  onPick,
}: {
  presets: readonly string[] | undefined;
  onPick: (reason: string) => void;
}) {
  if (!presets?.length) return null;
  return (
    <fieldset className="reason-presets">
      <legend className="reason-presets__label">常用原因（点击填入，可再修改）</legend>
      <div className="reason-presets__list">
        {presets.map((p) => (
          <Button key={p} size="small" className="reason-presets__item" onClick={() => onPick(p)}>
            {p}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
