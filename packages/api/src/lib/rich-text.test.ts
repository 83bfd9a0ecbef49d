import { describe, expect, it } from 'vitest';
import { sanitizeContent } from './rich-text.js';

describe('rich-text sanitiser', () => {
  it('keeps everything the editor toolbar produces (in the sanitiser normal form)', () => {
    const quill = [
      '<h1>One</h1><h3 class="ql-align-center">Three</h3><h6>Six</h6>',
      '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>',
      '<p><span style="color:rgb(230, 0, 0);background-color:#ffff00">colour</span></p>',
      '<ol><li data-list="bullet">a</li><li data-list="ordered" class="ql-indent-1">b</li></ol>',
      '<ul><li>x<ul><li>y</li></ul></li></ul>',
      '<p class="ql-indent-2 ql-align-right">indented</p>',
      '<p><a href="https://land.example/x" target="_blank" rel="noopener noreferrer">link</a></p>',
      '<p><a href="mailto:sales@land.example" rel="noopener noreferrer">mail</a></p>',
      '<p><img src="/uploads/blog/abc.png" /><img src="https://cdn.example/a.jpg" alt="a" /></p>',
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/xyz?showinfo=0"></iframe>',
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://player.vimeo.com/video/1/"></iframe>',
      '<blockquote>quote</blockquote>',
      '<pre class="ql-syntax">let a = 1;\n</pre><pre>\nplain\n</pre><p><code>x</code></p>',
    ].join('');
    expect(sanitizeContent(quill)).toBe(quill);
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    expect(sanitizeContent('<p>hi<script>alert(1)</script></p>')).toBe('<p>hi</p>');
    expect(sanitizeContent('<p onmouseover="x()">hi</p><img src="/uploads/blog/a.png" onerror="x()">')).toBe(
      '<p>hi</p><img src="/uploads/blog/a.png" />',
    );
    expect(
      sanitizeContent('<p><a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a></p>'),
    ).toBe('<p><a rel="noopener noreferrer">x</a><a rel="noopener noreferrer">y</a></p>');
    expect(
      sanitizeContent('<p>a</p><img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">'),
    ).toBe('<p>a</p>');
    expect(
      sanitizeContent('<p>a</p><style>p{}</style><object data="x"></object><svg onload="x()"></svg>'),
    ).toBe('<p>a</p>');
  });

  it('drops foreign and non-https iframes, relative and protocol-relative images', () => {
    const out = sanitizeContent(
      '<p>a</p><iframe class="ql-video" src="https://evil.example/embed"></iframe>' +
        '<iframe src="http://www.youtube.com/embed/x"></iframe><iframe src="/admin"></iframe>' +
        '<iframe src="https://www.youtube.com.evil.example/x"></iframe>' +
        '<img src="//evil.example/a.png"><img src="../secret.png">',
    );
    expect(out).toBe('<p>a</p>');
  });

  it('keeps only colour styles and the editor classes', () => {
    expect(
      sanitizeContent(
        '<p class="evil ql-align-center" style="position: fixed; color: red; background-image: url(x)">t</p>',
      ),
    ).toBe('<p class="ql-align-center" style="color:red">t</p>');
  });

  it('makes every link noopener and any target _blank', () => {
    expect(sanitizeContent('<p><a href="https://x.example" target="_top" rel="opener">x</a></p>')).toBe(
      '<p><a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('refuses content that is empty once cleaned', () => {
    for (const empty of ['<p><br></p>', '<script>alert(1)</script>', '<p>&nbsp; </p>']) {
      expect(() => sanitizeContent(empty)).toThrow('Content is required');
    }
    expect(sanitizeContent('<p><img src="/uploads/blog/a.png"></p>')).toBe(
      '<p><img src="/uploads/blog/a.png" /></p>',
    );
  });
});
