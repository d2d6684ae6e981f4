import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
try {
  const r = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
  const a = r.lhr.audits;
  console.log('score', r.lhr.categories.performance.score*100, 'TBT', a['total-blocking-time'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'SI', a['speed-index'].numericValue);
  for (const id of ['bootup-time','mainthread-work-breakdown','long-tasks']) {
    const d = a[id]?.details?.items ?? [];
    console.log('--', id);
    for (const it of d.slice(0, 12)) console.log(JSON.stringify(it).slice(0, 220));
  }
  for (const [k,v] of Object.entries(r.lhr.categories.performance.auditRefs.filter(x=>x.weight>0))) {
    const au = a[v.id]; console.log(v.id, v.weight, au.score, au.displayValue);
  }
} finally { await chrome.kill(); }
