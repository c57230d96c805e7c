import sharp from 'sharp';
import { expect, it } from 'vitest';
import { withToken } from '../factories/users.js';
import { DEMO_STAFF, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { multipartBody } from '../uploads/multipart-body.js';

const HOSTILE_SVG = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY boom "boom">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script><![CDATA[<script>alert(3)</script>]]>
  <foreignObject><iframe src="https://evil.example/"/></foreignObject>
  <use xlink:href="https://evil.example/sprite.svg#x"/>
  <rect id="mark" width="5" height="5" fill="url(https://evil.example/x.png)" stroke="url(#g)" style="fill:url(http://evil.example)"/>
  <text x="1" y="2" data-note='q" onclick="alert(5)'>Harbor &amp; Main</text>
  <image href="https://evil.example/x.png"/>
</svg>`;

describeApi('POST /api/admin/communities/{slug}/logo/', (context) => {
  const upload = (
    token: string | null,
    filename: string,
    contentType: string,
    content: Buffer,
    slug = 'bayview-terrace',
  ) => {
    const body = multipartBody([{ name: 'file', filename, contentType, content }]);
    return context().app.inject({
      method: 'POST',
      url: `/api/admin/communities/${slug}/logo/`,
      headers: { ...body.headers, ...(token ? withToken(token) : {}) },
      payload: body.payload,
    });
  };

  it('rebuilds a hostile SVG without scripts, handlers or outside references, and the community shows it', async () => {
    const admin = await staffToken(context().app, DEMO_STAFF.harborAdmin);
    const response = await upload(admin, 'logo.svg', 'image/svg+xml', Buffer.from(HOSTILE_SVG));
    expect(response.statusCode, response.body).toBe(200);
    const { logo } = response.json();
    expect(logo).toMatch(/^\/api\/logos\/logo-c\d+-[a-f0-9]{16}\.svg$/);
    const served = await context().app.inject({ url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/svg+xml');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const svg = served.body;
    for (const hostile of [
      '<script',
      'alert(1)',
      'alert(2)',
      'alert(3)',
      'onload',
      'onclick="',
      'foreignObject',
      'iframe',
      'evil.example',
      'ENTITY',
      '<image',
      'style=',
    ]) {
      expect(svg).not.toContain(hostile);
    }
    expect(svg).toContain('<rect id="mark" width="5" height="5" stroke="url(#g)"/>');
    expect(svg).toContain('Harbor &amp; Main');
    // A quote inside a single-quoted value stays inside the value.
    expect(svg).toContain('data-note="q&quot; onclick=&quot;alert(5)"');
    const configuration = await context().app.inject({ url: '/api/communities/bayview-terrace/' });
    expect(configuration.json().logo).toBe(logo);
  });

  it('scales a large PNG to fit 800 × 400 and keeps it a PNG', async () => {
    const admin = await staffToken(context().app, DEMO_STAFF.harborAdmin);
    const big = await sharp({ create: { width: 2000, height: 600, channels: 3, background: '#0B5C8C' } })
      .png()
      .toBuffer();
    // The name and the declared type say JPEG: the content decides.
    const response = await upload(admin, 'logo.jpg', 'image/jpeg', big);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().logo).toMatch(/\.png$/);
    const served = await context().app.inject({ url: response.json().logo });
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 800,
      height: 240,
    });
  });

  it('refuses what is not an image, a damaged one and one over 1 MB, keeping the logo', async () => {
    const admin = await staffToken(context().app, DEMO_STAFF.harborAdmin);
    const before = (await context().app.inject({ url: '/api/communities/bayview-terrace/' })).json().logo;
    const text = await upload(admin, 'logo.png', 'image/png', Buffer.from('just some text'));
    expect(text.statusCode).toBe(400);
    expect(text.json().errors.file).toEqual(['The logo must be an SVG, PNG or JPEG image.']);
    const damaged = await upload(
      admin,
      'logo.png',
      'image/png',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
    );
    expect(damaged.json().errors.file).toEqual([
      'This image could not be read: it may be damaged. Export it again and retry.',
    ]);
    const huge = await upload(
      admin,
      'logo.svg',
      'image/svg+xml',
      Buffer.concat([Buffer.from('<svg>'), Buffer.alloc(1024 * 1024 + 10, 32), Buffer.from('</svg>')]),
    );
    expect(huge.json().errors.file).toEqual(['The logo is larger than 1 MB: export it smaller and retry.']);
    expect((await context().app.inject({ url: '/api/communities/bayview-terrace/' })).json().logo).toBe(
      before,
    );
  });

  it('keeps agents, other companies and the anonymous out, and answers 404 for a logo that is not there', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const agent = await staffToken(context().app, DEMO_STAFF.mapleCourtAgent);
    expect((await upload(agent, 'l.svg', 'image/svg+xml', svg, 'maple-court')).statusCode).toBe(403);
    const ridgeline = await staffToken(context().app, DEMO_STAFF.cedarPointManager);
    expect((await upload(ridgeline, 'l.svg', 'image/svg+xml', svg)).statusCode).toBe(404);
    expect((await upload(null, 'l.svg', 'image/svg+xml', svg)).statusCode).toBe(403);
    expect((await context().app.inject({ url: '/api/logos/logo-c1-0123456789abcdef.svg' })).statusCode).toBe(
      404,
    );
    expect((await context().app.inject({ url: '/api/logos/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
  });
});
