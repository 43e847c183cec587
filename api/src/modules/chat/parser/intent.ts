/** Sale or rent, an evaluation, a follow-up, and whether money is being talked about. */
import { blank } from './normalize';

const RENT = /租|\brent|\blease\b|\bleasing\b|a month|per month|\/month|\/mo\b|monthly|\bpcm\b|\bp\.m\.|\bmonth\b/;
const SALE = /買|买|購|购|賣|卖|\bbuy|purchase|for sale|\bsell|售|上車|上车|首置|樓價|楼价|供樓|供楼|mortgage/;
const MONEY = /預算|预算|budget|price|\$|錢|钱|價|价|afford|蚊|元|hkd|萬|万|球/;
const EVALUATE = /估價|估价|估值|值幾多|值几多|值幾錢|值多少|值唔值|成交價|成交价|尺價|尺价|呎價|呎价|worth|valuation|value of|evaluate|what.*(sell|sold|going) for|recent deals|transactions? (in|at)|price per (square )?f/;
const FOLLOW_UP = /^(那|咁|仲有|還有|还有|另外|what about|how about|and |also |instead|then |ok |okay )|(呢|呢\?|呢？|\?$)|平啲|平d|平一點|平一点|便宜啲|便宜点|便宜一點|便宜一点|cheaper|大啲|大d|大一點|大一点|bigger|larger|細啲|小一点|smaller|more rooms|instead/;
const CHEAPER = /平啲|平d|平一啲|平一點|平一点|便宜啲|便宜一點|便宜一点|便宜点|cheaper|less expensive|lower budget|lower price/;
const BIGGER = /大啲|大d|大一啲|大一點|大一点|bigger|larger|more space|more rooms/;
const SMALLER = /細啲|細d|細一點|小一点|小一點|smaller/;
const NEW_SEARCH = /重新搵|重新找|new search|start over|另外搵過|from scratch/;

export interface Intent {
  rentalType?: 1 | 2;
  evaluate: boolean;
  followUpMarker: boolean;
  cheaper: boolean;
  bigger: boolean;
  smaller: boolean;
  newSearch: boolean;
  money: boolean;
}

function take(text: string, re: RegExp): [boolean, string] {
  const m = re.exec(text);
  return m ? [true, blank(text, m.index, m[0].length)] : [false, text];
}

export function readIntent(input: string): { intent: Intent; text: string } {
  let text = input;
  const rent = RENT.test(text);
  const sale = SALE.test(text);
  const [cheaper, t1] = take(text, CHEAPER);
  const [bigger, t2] = take(t1, BIGGER);
  const [smaller, t3] = take(t2, SMALLER);
  text = t3;
  const intent: Intent = {
    rentalType: rent && !sale ? 2 : sale && !rent ? 1 : undefined,
    evaluate: EVALUATE.test(input),
    followUpMarker: FOLLOW_UP.test(input),
    cheaper,
    bigger,
    smaller,
    newSearch: NEW_SEARCH.test(input),
    money: MONEY.test(input),
  };
  return { intent, text };
}
