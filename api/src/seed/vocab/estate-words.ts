/** Words estate names and addresses are built from: an area name + a word + a kind of estate. */
export const NAME_WORDS: readonly (readonly [string, string])[] = [
  ['翠林', 'Green Grove'], ['海景', 'Seaview'], ['雅', 'Elegance'], ['御', 'Regal'], ['景', 'Vista'],
  ['怡', 'Joyful'], ['麗', 'Bella'], ['碧', 'Azure'], ['富', 'Fortune'], ['康', 'Wellness'], ['嘉', 'Fine'],
  ['峰', 'Summit'], ['朗', 'Bright'], ['瓏', 'Jade'], ['匯', 'Union'], ['逸', 'Leisure'], ['晴', 'Sunny'],
  ['翠湖', 'Lakeside'], ['星', 'Star'], ['寶', 'Treasure'], ['松', 'Pine'], ['君', 'Noble'], ['泓', 'Crystal'],
  ['悅', 'Delight'], ['曦', 'Dawn'], ['榮', 'Glory'], ['新', 'New'], ['華', 'Splendid'],
];
export const NAME_KINDS: readonly (readonly [string, string, number])[] = [
  ['花園', 'Garden', 3],
  ['苑', 'Court', 3],
  ['軒', 'Terrace', 2],
  ['廣場', 'Plaza', 1],
  ['山莊', 'Villa', 1],
  ['大廈', 'Mansion', 2],
  ['閣', 'Tower', 2],
  ['居', 'Residence', 2],
  ['豪庭', 'Grand Court', 1],
];
export const STREET_KINDS: readonly (readonly [string, string])[] = [
  ['道', 'Road'], ['街', 'Street'], ['里', 'Lane'], ['徑', 'Path'],
];
