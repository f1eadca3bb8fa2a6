import type { Lang } from '../http/messages';
import type { Resource } from '../http/router';
import { cacheTimes, dataCenterAliases, osImageAliases, type OsImageRow } from './staticAliases';

/** Slide artwork is inline SVG so the portal never loads an external image. */
function artwork(from: string, to: string, shapes: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="360" viewBox="0 0 960 360">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="960" height="360" rx="24" fill="url(#g)"/>${shapes}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const CLOUD =
  '<g fill="#fff" fill-opacity=".9"><circle cx="640" cy="190" r="70"/><circle cx="720" cy="160" r="90"/>' +
  '<circle cx="810" cy="195" r="60"/><rect x="600" y="190" width="260" height="70" rx="35"/></g>';
const SHIELD =
  '<path d="M720 70 L820 110 V190 C820 250 770 290 720 310 C670 290 620 250 620 190 V110 Z" fill="#fff" fill-opacity=".9"/>' +
  '<path d="M680 190 L710 220 L770 160" stroke="#2f855a" stroke-width="18" fill="none" stroke-linecap="round"/>';
const RACK =
  '<g fill="#fff" fill-opacity=".9"><rect x="620" y="80" width="220" height="56" rx="10"/>' +
  '<rect x="620" y="152" width="220" height="56" rx="10"/><rect x="620" y="224" width="220" height="56" rx="10"/></g>' +
  '<g fill="#38a169"><circle cx="650" cy="108" r="8"/><circle cx="650" cy="180" r="8"/><circle cx="650" cy="252" r="8"/></g>';

interface SlideText {
  title: string;
  subTitle: string;
  description: string;
  callToActionText: string;
}

const SLIDES: { link: string; image: string; text: Record<Lang, SlideText> }[] = [
  {
    link: '/cloud/servers/create-server',
    image: artwork('#553c9a', '#805ad5', RACK),
    text: {
      en: {
        title: 'Cloud servers in six data centers',
        subTitle: 'Finland and five cities in Iran',
        description: 'Start a server in under a minute and pay by the hour from your wallet.',
        callToActionText: 'Create a server',
      },
      fa: {
        title: 'سرور ابری در شش دیتاسنتر',
        subTitle: 'فنلاند و پنج شهر ایران',
        description: 'در کمتر از یک دقیقه سرور بسازید و ساعتی از کیف پول خود پرداخت کنید.',
        callToActionText: 'ساخت سرور',
      },
    },
  },
  {
    link: '/cdn',
    image: artwork('#2b6cb0', '#4299e1', CLOUD),
    text: {
      en: {
        title: 'A faster site with the CDN',
        subTitle: '200 GB of free traffic every month',
        description: 'Cache, compress and serve your site from the edge closest to your visitors.',
        callToActionText: 'Add a domain',
      },
      fa: {
        title: 'سایت سریع‌تر با شبکه توزیع محتوا',
        subTitle: 'ماهانه 200 گیگابایت ترافیک رایگان',
        description: 'سایت خود را از نزدیک‌ترین لبه به بازدیدکنندگان، ذخیره و فشرده کنید و تحویل دهید.',
        callToActionText: 'افزودن دامنه',
      },
    },
  },
  {
    link: '/support/plans',
    image: artwork('#276749', '#48bb78', SHIELD),
    text: {
      en: {
        title: 'Support plans for every team',
        subTitle: 'Faster answers, phone and messenger support',
        description: 'Choose a support plan with the response time and SLA your business needs.',
        callToActionText: 'See the plans',
      },
      fa: {
        title: 'پلن‌های پشتیبانی برای هر تیم',
        subTitle: 'پاسخ سریع‌تر، پشتیبانی تلفنی و پیام‌رسان',
        description: 'پلن پشتیبانی با زمان پاسخ و SLA مناسب کسب‌وکار خود را انتخاب کنید.',
        callToActionText: 'مشاهده پلن‌ها',
      },
    },
  },
];

export function slides(lang: Lang) {
  return SLIDES.map((s, i) => ({
    ...s.text[lang],
    callToActionLink: s.link,
    callToActionTarget: '_self',
    image: s.image,
    // the provider's SDK reads a slide's id and its place in the carousel
    id: i + 1,
    order: i + 1,
  }));
}

export interface DataCenterRow {
  id: number;
  name: string;
  display_name_en: string;
  display_name_fa: string;
  country: string;
  is_active: number;
  is_hidden: number;
  has_test: number;
  /** comma-separated, the default first */
  disk_types: string;
}

/** The disk families a data center offers, the default first. */
export function diskTypesOf(dc: Pick<DataCenterRow, 'disk_types'>): string[] {
  return dc.disk_types.split(',').filter(Boolean);
}

export const staticResource: Resource = (routes, ctx) => {
  routes.get('/static/sliders', (call) => slides(call.lang));

  routes.get('/static/cache-times', (call) => cacheTimes(call.lang));

  routes.get('/static/datacenters', (call) =>
    ctx.db
      .prepare<[], DataCenterRow>('SELECT * FROM datacenters ORDER BY id')
      .all()
      .map((d) => ({
        id: d.id,
        name: d.name,
        display_name: call.lang === 'fa' ? d.display_name_fa : d.display_name_en,
        country: d.country,
        is_active: d.is_active === 1,
        is_hidden: d.is_hidden === 1,
        has_test: d.has_test === 1,
        disk_types: diskTypesOf(d),
        ...dataCenterAliases(d, diskTypesOf(d), call.lang === 'fa' ? d.display_name_fa : d.display_name_en),
      })),
  );

  routes.get('/static/os-list', () =>
    ctx.db
      .prepare<[], OsImageRow>(
        'SELECT id, name, display_name, version, family, min_disk FROM os_images ORDER BY id',
      )
      .all()
      .map((os) => ({ ...os, ...osImageAliases(os) })),
  );
};
