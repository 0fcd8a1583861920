import path from 'node:path';
import { idcardProblem } from '@hz/contract/common/idcard';
import { ReviewState, VerifyState } from '@hz/contract/common/states';
import { usccCheckChar, usccProblem } from '@hz/contract/common/uscc';
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../env.ts';
import { maskContactsInHtml } from '../lib/contact-mask.ts';
import { sanitizeRichText } from '../lib/rich-text.ts';
import { hashSecret } from '../modules/auth/password.ts';
import { insertMember } from '../modules/auth/auth-repository.ts';
import { publishProfile, refreshProfile } from '../modules/people/profiles-service.ts';
import { recomputeReputation } from '../modules/people/reputation-service.ts';
import { createLocalStorage } from '../modules/uploads/storage/local-storage.ts';
import { createS3Storage } from '../modules/uploads/storage/s3-storage.ts';
import { createUploadsService } from '../modules/uploads/uploads-service.ts';
import type { Db } from '../db/client.ts';
import { DEMO_PASSWORD } from './seed.ts';
import { DEMO_EXHIBITIONS } from './seed-content-data.ts';
import { DEMO_CLIENT_VERIFICATION, DEMO_PEOPLE, type DemoPerson, type Verified } from './seed-people-data.ts';
import { boothImage, documentImage, hallImage, logoImage } from './seed-images.ts';
import { listings } from '../db/schema/listings.ts';
import { members } from '../db/schema/members.ts';
import { type ProfileVersion, profiles, services, workLikes, works } from '../db/schema/people.ts';
import { businessAuths, personAuths } from '../db/schema/verification.ts';

const DAY = 86_400_000;
const ID_CHECK = '10X98765432';
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A demo identity number: the 17 digits given and their GB 11643 check character. */
function idcardOf(first17: string) {
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * ID_WEIGHTS[i]!, 0);
  const id = `${first17}${ID_CHECK[sum % 11]}`;
  if (idcardProblem(id)) throw new Error(`demo idcard ${id}: ${idcardProblem(id)}`);
  return id;
}

function usccOf(first17: string) {
  const code = `${first17}${usccCheckChar(first17)}`;
  if (usccProblem(code)) throw new Error(`demo credit code ${code}: ${usccProblem(code)}`);
  return code;
}

export interface DemoPeopleResult {
  members: number;
  profiles: number;
  works: number;
  services: number;
  images: number;
  seconds: number;
}

/**
 * The demo designers and factories (issue 12): verified members (their verification requests approved,
 * with sample documents), approved profiles, works, cases and services, pictures drawn at seed time and
 * stored through the uploads service, reputation computed by the formula. Runs after the demo listings
 * (works name demo exhibitions). Idempotent: a member, verification, profile, work or service that is
 * there (by mobile, by member and kind, by member and title) is left as it is. Does nothing without the
 * demo members of seed.ts.
 */
export async function seedDemoPeople(
  db: Db,
  config: Pick<Config, 'dataDir' | 's3'>,
  now = new Date(),
): Promise<DemoPeopleResult> {
  const started = performance.now();
  const result: DemoPeopleResult = { members: 0, profiles: 0, works: 0, services: 0, images: 0, seconds: 0 };
  const [base] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.mobile, '13800000002'))
    .limit(1);
  if (!base) return result;

  const storage = config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'files'));
  const uploads = createUploadsService({ db, storage });
  const store = async (
    memberId: number,
    purpose: 'avatar' | 'idcard' | 'licence' | 'listing',
    name: string,
    bytes: Promise<Buffer>,
  ) => {
    // stored as drawn (uploads' `storeMade`): a member's upload is re-encoded, a drawn picture needs not be
    const format = name.endsWith('.png') ? 'png' : 'jpeg';
    const f = await uploads.storeMade(db, memberId, purpose, { bytes: await bytes, name, format });
    result.images += 1;
    return f.id;
  };
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const [operator] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.mobile, '13800000000'))
    .limit(1);
  const reviewed = (at: Date) => ({
    checked: ReviewState.approved,
    reviewedBy: operator?.id ?? null,
    reviewedAt: at,
  });

  // the demo exhibitions works name, by key
  const expoTitles = new Map(DEMO_EXHIBITIONS.map((e) => [e.key, e.title]));
  const expoRows = await db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(and(eq(listings.kind, 'huizhan'), inArray(listings.title, [...expoTitles.values()])));
  const expoId = (key?: string) => {
    const title = key ? expoTitles.get(key) : undefined;
    return expoRows.find((r) => r.title === title)?.id ?? null;
  };

  let passwordHash: string | undefined;
  async function memberOf(d: DemoPerson) {
    const [m] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.mobile, d.mobile))
      .limit(1);
    if (m) return m.id;
    passwordHash ??= await hashSecret(DEMO_PASSWORD);
    const row = await insertMember(db, {
      mobile: d.mobile,
      usertype: d.kind === 'designer' ? 2 : 3,
      nickname: d.nickname,
      name: d.realName,
      company: d.company ?? '',
      passwordHash,
    });
    result.members += 1;
    return row!.id;
  }

  /** A sample document drawn and stored for the member: its file name and drawing seed, tint and text. */
  const sampleDocument = (
    memberId: number,
    purpose: 'idcard' | 'licence' | 'listing',
    [file, seed]: [file: string, seed: string],
    hue: number,
    text: { title: string; lines: string[] },
  ) => store(memberId, purpose, file, documentImage(seed, { hue }, text));

  /** Both sides of a sample ID card: its front's and back's lines. */
  const idCard = (memberId: number, d: Verified, front: string[], back: string[]) =>
    Promise.all([
      sampleDocument(memberId, 'idcard', [`${d.key}-idf.jpg`, `${d.key}-idf`], d.hue, {
        title: '居民身份证（示例）',
        lines: front,
      }),
      sampleDocument(memberId, 'idcard', [`${d.key}-idb.jpg`, `${d.key}-idb`], d.hue + 20, {
        title: '居民身份证 国徽面（示例）',
        lines: back,
      }),
    ]);

  async function verify(memberId: number, d: Verified, i: number) {
    const when = ago(200 + i * 7);
    if (d.kind === 'designer') {
      const [had] = await db
        .select({ id: personAuths.id })
        .from(personAuths)
        .where(eq(personAuths.memberId, memberId));
      if (!had) {
        const idcard = idcardOf(d.idcard17);
        const [cardfrt, cardrvs] = await idCard(
          memberId,
          d,
          [`姓名　${d.realName}`, `公民身份号码　${idcard.slice(0, 6)}********${idcard.slice(-4)}`],
          ['签发机关　示例公安局', '有效期限　2020.01.01-2040.01.01'],
        );
        await db
          .insert(personAuths)
          .values({ memberId, name: d.realName, idcard, cardfrt, cardrvs, ...reviewed(when) });
      }
      await db
        .update(members)
        .set({ personauth: VerifyState.approved, name: d.realName })
        .where(eq(members.id, memberId));
      return;
    }
    const [had] = await db
      .select({ id: businessAuths.id })
      .from(businessAuths)
      .where(eq(businessAuths.memberId, memberId));
    if (!had) {
      const taxorder = usccOf(d.uscc17!);
      const [[cardfrt, cardrvs], bcerts] = await Promise.all([
        idCard(memberId, d, [`姓名　${d.realName}`], ['签发机关　示例公安局']),
        sampleDocument(memberId, 'licence', [`${d.key}-licence.jpg`, `${d.key}-lic`], d.hue + 40, {
          title: '营业执照（示例）',
          lines: [`名称　${d.company}`, `统一社会信用代码　${taxorder}`, '类型　有限责任公司'],
        }),
      ]);
      await db.insert(businessAuths).values({
        memberId,
        name: d.realName,
        mobile: d.mobile,
        tlphone: '',
        cardfrt,
        cardrvs,
        bstype: '有限责任公司',
        btitle: d.company!,
        bcerts,
        bdate: '2012-05-18',
        bprov: d.prov,
        bcity: d.city,
        bstrt: '',
        receipt: 'vat',
        fultitle: d.company!,
        taxorder,
        bkname: '中国工商银行示例支行',
        bkorder: '6222020000000000000',
        mprov: d.prov,
        mcity: d.city,
        mstrt: '',
        maddr: '示例路88号',
        ...reviewed(when),
      });
    }
    await db
      .update(members)
      .set({ businsauth: VerifyState.approved, company: d.company! })
      .where(eq(members.id, memberId));
  }

  async function profile(memberId: number, d: DemoPerson, i: number) {
    const [had] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.memberId, memberId), eq(profiles.kind, d.kind)));
    if (had) return;
    const [logo, ...certs] = await Promise.all([
      store(memberId, 'avatar', `${d.key}-logo.png`, logoImage(`${d.key}-logo`, { hue: d.hue }, d)),
      ...(d.certs ?? []).map((title, n) =>
        sampleDocument(memberId, 'listing', [`${d.key}-cert${n}.jpg`, `${d.key}-cert${n}`], d.hue + 60, {
          title: `${title}（示例）`,
          lines: [`单位名称　${d.company}`, '证书编号　SAMPLE-2026-0001', '有效期至　2029年12月31日'],
        }),
      ),
    ]);
    const v: ProfileVersion = {
      name: d.kind === 'factory' ? d.company! : d.name,
      logo: logo!,
      prov: d.prov,
      city: d.city,
      descr: d.descr,
      specialities: d.specialities,
      styles: d.styles,
      cities: d.cities,
      priceMin: d.priceMin,
      priceMax: d.priceMax,
      years: d.years ?? 0,
      plantArea: d.plantArea ?? 0,
      teamSize: d.teamSize ?? 0,
      capacity: d.capacity ?? 0,
      equipment: d.equipment ?? [],
      certs,
    };
    const when = ago(150 - i * 15);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(profiles)
        .values({ memberId, kind: d.kind, submitted: v, ...reviewed(when), createdAt: when, updatedAt: when })
        .returning({ id: profiles.id });
      await publishProfile(tx, row!.id);
      // first published on its review day (the newest order), not at seed time
      await tx.update(profiles).set({ publishedAt: when }).where(eq(profiles.id, row!.id));
    });
    result.profiles += 1;
  }

  /** The works and cases inserted by this run, whose likes are added once every demo member exists. */
  const added: Array<{ id: number; key: string; memberId: number }> = [];

  async function portfolio(memberId: number, d: DemoPerson) {
    const kind = d.kind === 'designer' ? 'work' : 'case';
    const titles = new Set(
      (await db.select({ title: works.title }).from(works).where(eq(works.memberId, memberId))).map(
        (w) => w.title,
      ),
    );
    for (const w of d.works) {
      if (titles.has(w.title)) continue;
      const [cover, second] = await Promise.all([
        store(
          memberId,
          'listing',
          `${w.key}-1.jpg`,
          boothImage(`${w.key}-1`, { hue: w.hue }, { brand: w.brand, sides: w.opens }),
        ),
        kind === 'work'
          ? store(
              memberId,
              'listing',
              `${w.key}-2.jpg`,
              boothImage(`${w.key}-2`, { hue: w.hue + 30 }, { brand: w.brand, sides: w.opens }),
            )
          : store(
              memberId,
              'listing',
              `${w.key}-2.jpg`,
              hallImage(`${w.key}-2`, { hue: w.hue + 30 }, { title: `${w.brand} · 现场实景` }),
            ),
      ]);
      const at = ago(w.daysAgo);
      const [made] = await db
        .insert(works)
        .values({
          memberId,
          kind,
          title: w.title,
          cover: cover!,
          pics: [second!],
          listingId: expoId(w.expo),
          areas: w.areas,
          opens: w.opens,
          style: w.style,
          conts: maskContactsInHtml(sanitizeRichText(w.conts, { links: false })),
          publishedAt: at,
          views: demoViews(w.key, w.daysAgo),
          ...reviewed(at),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: works.id });
      added.push({ id: made!.id, key: w.key, memberId });
      result.works += 1;
    }
    const offered = new Set(
      (await db.select({ title: services.title }).from(services).where(eq(services.memberId, memberId))).map(
        (s) => s.title,
      ),
    );
    for (const s of d.services) {
      if (offered.has(s.title)) continue;
      const cover = await store(
        memberId,
        'listing',
        `${s.key}.jpg`,
        boothImage(s.key, { hue: s.hue }, { brand: d.latin, sides: 3 }),
      );
      const at = ago(20);
      await db.insert(services).values({
        memberId,
        type: s.type,
        title: s.title,
        areaMin: s.areaMin,
        areaMax: s.areaMax,
        price: s.price === null ? 0 : s.price * 100,
        negotiable: s.price === null,
        days: s.days,
        includes: s.includes,
        excludes: s.excludes,
        cover,
        pics: [],
        publishedAt: at,
        ...reviewed(at),
        createdAt: at,
        updatedAt: at,
      });
      result.services += 1;
    }
  }

  for (const [i, d] of DEMO_PEOPLE.entries()) {
    const memberId = await memberOf(d);
    await verify(memberId, d, i);
    await profile(memberId, d, i);
    await portfolio(memberId, d);
    await db.transaction((tx) => refreshProfile(tx, memberId, d.kind));
  }
  // the demo client publishes as a verified business, as the README's demo journey needs (decision 045)
  const [client] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.mobile, DEMO_CLIENT_VERIFICATION.mobile));
  if (client) await verify(client.id, DEMO_CLIENT_VERIFICATION, DEMO_PEOPLE.length);
  // 点赞 by the other demo members (real rows: the count is theirs), on the works this run added only,
  // so that a like a member took back is not put back by a later start
  const likers = await db
    .select({ id: members.id, mobile: members.mobile })
    .from(members)
    .where(inArray(members.mobile, [...DEMO_PEOPLE.map((p) => p.mobile), DEMO_CLIENT_VERIFICATION.mobile]));
  const likes = added.flatMap((w) =>
    likers
      .filter((m) => m.id !== w.memberId && demoHash(`${w.key}:${m.mobile}`) % 10 < 6)
      .map((m) => ({ workId: w.id, memberId: m.id, createdAt: now })),
  );
  if (likes.length) await db.insert(workLikes).values(likes).onConflictDoNothing();
  // the scores the jobs would compute (the daily job recomputes them anyway)
  await db.transaction((tx) => recomputeReputation(tx));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/** A small stable hash of a demo key (the same numbers on every machine). */
function demoHash(key: string) {
  let h = 7;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) % 100_003;
  return h;
}

/** Views a demo work has gathered: a few hundred to a few thousand, more the longer it has been up. */
export const demoViews = (key: string, daysAgo: number) => 160 + (demoHash(key) % 1200) + daysAgo * 9;
