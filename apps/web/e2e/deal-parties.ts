import type { APIRequestContext } from 'playwright-core';
import { createWalletService } from '../../server/src/modules/wallet/wallet-service.ts';
import { call, DEMO, type Site, uploadImage, verifyPerson } from './support.ts';

/**
 * The two parties of a design task on a site seeded without demo profiles, made through the calls: the
 * demo client verified as a person (approved by the operator `o`), given `fen` and the pay password
 * `paycode`; the demo designer verified, with an approved profile (林晓展示设计).
 */
export async function taskParties(
  site: Site,
  r: { c: APIRequestContext; d: APIRequestContext; o: APIRequestContext },
  money: { fen: number; paycode: string; key: string },
) {
  await verifyPerson(r.c, r.o);
  const [row] = await site.database.query<{ id: number }>('SELECT id FROM members WHERE mobile = $1', [
    DEMO.client,
  ]);
  await createWalletService({ db: site.database.db }).topUp({
    member: Number(row!.id),
    amount: money.fen,
    key: money.key,
  });
  const code = await call<{ devCode: string }>(r.c, 'User/getCode', { mobile: DEMO.client, type: 'paycode' });
  await call(r.c, 'Member/setPayment', { paycode: money.paycode, code: code.devCode });

  await site.database.query('UPDATE members SET personauth = 1 WHERE mobile = $1', [DEMO.designer]);
  const profile = await call<{ profile: { id: number } }>(r.d, 'Designer/profileEdit', {
    name: '林晓展示设计',
    logo: await uploadImage(r.d, 'avatar', '#336699'),
    prov: '上海市',
    city: '上海市',
    descr:
      '从业十年的展台设计师，擅长特装展台与双层展台，服务过汽车与消费电子行业的品牌客户，提供效果图与施工图。',
    specialities: ['特装展位', '双层展台'],
    styles: ['现代简约', '科技感'],
    cities: ['上海市', '苏州市'],
    years: 10,
    priceMin: 80,
    priceMax: 150,
  });
  await call(r.o, 'Admin/contentReview', {
    kind: 'designer',
    id: profile.profile.id,
    pass: true,
    reason: '',
  });
}
