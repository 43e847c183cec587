import { htmlClasses, selectorClasses, stylesUsedBy } from './page-styles';

it('reads the class names of a stylesheet\'s selectors, not of its values, strings, comments or at-rules', () => {
  const css = '/* .commented{} */.a1B2c3d{color:red;opacity:.5}.e4f_5g6:hover>.h7-i8j9 span,.k0{margin:1.5em}'
    + '@media (max-width:768px){.l1m2n3o{display:none}.p4q5r6s{content:".notAClass{"}}'
    + '@keyframes t7u8v9w{0%{opacity:0}to{opacity:1}}@supports (display:grid){@media print{.x0y1z2a{float:left}}}'
    + 'body{background:url(/a.png)}';
  expect([...selectorClasses(css)].sort()).toEqual(['a1B2c3d', 'e4f_5g6', 'h7-i8j9', 'k0', 'l1m2n3o', 'p4q5r6s', 'x0y1z2a']);
});

it('reads the class names of the HTML\'s class attributes', () => {
  expect([...htmlClasses('<div class="a b  c"><p class="">x</p><span data-class="no" class="d">.e</span></div>')]).toEqual(['a', 'b', 'c', 'd']);
});

it('links the sheets whose classes the page uses, in order, and leaves out the other pages\' sheets', () => {
  const html = '<main class="list"><ul class="cards"><li class="card">1</li></ul></main>';
  const sheets = [
    { href: 'https://cdn/listings/css/expose_BuyListPage.css', classes: new Set(['list', 'filters']) },
    { href: 'https://cdn/listings/css/expose_SaleDetailPage.css', classes: new Set(['gallery', 'facts']) },
    { href: 'https://cdn/listings/css/8322.css', classes: new Set(['card']) },
    { href: 'https://cdn/listings/css/expose_MapSearch.css', classes: new Set(['map', 'marker']) },
  ];
  expect(stylesUsedBy(html, sheets)).toEqual(['https://cdn/listings/css/expose_BuyListPage.css', 'https://cdn/listings/css/8322.css']);
});

it('links a sheet it could not read, or one without class selectors (its rules may style any page)', () => {
  const sheets = [
    { href: 'https://cdn/a.css', classes: null },
    { href: 'https://cdn/b.css', classes: new Set<string>() },
    { href: 'https://cdn/c.css', classes: new Set(['unused']) },
    { href: 'https://cdn/a.css', classes: null },
  ];
  expect(stylesUsedBy('<main class="page"></main>', sheets)).toEqual(['https://cdn/a.css', 'https://cdn/b.css']);
});

it('links one sheet for a component that several pages\' sheets hold: the first that styles a class of the page', () => {
  const html = '<main class="list"><article class="card"><span class="price">1</span></article></main>';
  const sheets = [
    { href: 'https://cdn/listings/css/expose_BuyListPage.css', classes: new Set(['list', 'card', 'price']) },
    // the detail pages hold the same card (and their own classes); the page needs nothing else of them
    { href: 'https://cdn/listings/css/expose_SaleDetailPage.css', classes: new Set(['card', 'price', 'gallery']) },
    { href: 'https://cdn/listings/css/expose_AgencyDetailPage.css', classes: new Set(['card', 'agency']) },
  ];
  expect(stylesUsedBy(html, sheets)).toEqual(['https://cdn/listings/css/expose_BuyListPage.css']);
  // a class the first sheet does not style still brings the sheet that does
  const withAgency = '<main class="list"><article class="card agency"></article></main>';
  expect(stylesUsedBy(withAgency, sheets)).toEqual(['https://cdn/listings/css/expose_BuyListPage.css', 'https://cdn/listings/css/expose_AgencyDetailPage.css']);
});
