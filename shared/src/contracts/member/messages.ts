/**
 * Messages of the member calls in the three languages. Form-rule keys (`errors.*`) are what the
 * shared zod schemas report as issue messages: the browser translates them with its own i18n
 * files, the server answers with the text below. The other keys are `messageKey`s of API
 * failures and successes (spec 8).
 */
import type { Localized } from './base';

const m = (zhHk: string, zhCn: string, enUs: string): Localized => ({ 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs });

export const FORM_MESSAGES = {
  'errors.required': m('此欄必須填寫', '此栏必须填写', 'This field is required'),
  'errors.invalid': m('格式不正確', '格式不正确', 'This value is not valid'),
  'errors.tooLong': m('內容太長', '内容太长', 'This is too long'),
  'errors.hkMobile': m('請輸入有效的香港手提電話號碼', '请输入有效的香港手机号码', 'Please enter a valid Hong Kong mobile number'),
  'errors.email': m('電郵地址格式不正確', '电邮地址格式不正确', 'The e-mail address format is not valid'),
  'errors.password': m('密碼須有 8 至 64 個字元', '密码须有 8 至 64 个字符', 'The password must have 8 to 64 characters'),
  'errors.account': m('請輸入電郵地址或香港手提電話號碼', '请输入电邮地址或香港手机号码', 'Please enter an e-mail address or a Hong Kong mobile number'),
  'errors.contactInContent': m('留言內容不可包含聯絡資料', '留言内容不可包含联系方式', 'The message must not contain contact details'),
  'errors.advertising': m('留言內容不可包含廣告', '留言内容不可包含广告', 'Advertising is not allowed in messages'),
  'errors.emoji': m('不可使用表情符號', '不可使用表情符号', 'Emoji are not allowed here'),
  'errors.acceptTerms': m('請先同意使用條款', '请先同意使用条款', 'Please accept the terms first'),
  'errors.subscriptionName': m('名稱最多 15 個中文字或 30 個英文字母及數字', '名称最多 15 个中文字或 30 个英文字母及数字', 'The name can have at most 15 Chinese characters or 30 English letters and digits'),
  'errors.leaseTooShort': m('租期最少一個月', '租期最少一个月', 'The lease must be at least one month'),
  'errors.leaseTooLong': m('租期須少於一年', '租期须少于一年', 'The lease must be shorter than a year'),
  'errors.code': m('請輸入 6 位數字驗證碼', '请输入 6 位数字验证码', 'Please enter the 6-digit code'),
  'errors.score': m('評分須為 1 至 5', '评分须为 1 至 5', 'The score must be from 1 to 5'),
} satisfies Record<string, Localized>;
export type FormMessageKey = keyof typeof FORM_MESSAGES;

export const MEMBER_MESSAGES = {
  ...FORM_MESSAGES,
  bookmarkLimit: m('收藏數量已達上限，請登入後繼續收藏', '收藏数量已达上限，请登录后继续收藏', 'Bookmark limit reached: sign in to bookmark more'),
  subscriptionLimit: m('訂閱數量已達上限，請到管理頁刪除一個', '订阅数量已达上限，请到管理页删除一个', 'Subscription limit reached: remove one via manage'),
  captchaMissing: m('請輸入有效的驗證碼', '请输入有效的验证码', 'Please enter a valid verification code'),
  captchaFailed: m('驗證失敗，請重試', '验证失败，请重试', 'Verification failed, please try again'),
  messageFailed: m('留言失敗', '留言失败', 'Message failure left'),
  editFailed: m('修改失敗', '修改失败', 'Edit failure'),
  reportFailed: m('舉報提交失敗', '举报提交失败', 'Report failure submitted'),
  propertyNotFound: m('找不到該物業，可能已被移除', '找不到该物业，可能已被移除', 'Unable to find the property, it may have been removed'),
  signInFailed: m('帳號或密碼不正確', '账号或密码不正确', 'The account or password is not correct'),
  signInLocked: m(
    '此帳號登入失敗次數太多，請於 {seconds} 秒後再試',
    '此账号登录失败次数太多，请于 {seconds} 秒后再试',
    'Too many failed sign-ins for this account, please try again in {seconds} seconds',
  ),
  accountExists: m('此帳號已經註冊', '此账号已经注册', 'This account is already registered'),
  visitorRequired: m('缺少訪客識別碼，請重新載入頁面', '缺少访客识别码，请重新加载页面', 'The visitor id is missing, please reload the page'),
  deleteNeedsTarget: m('請指定要刪除的收藏', '请指定要删除的收藏', 'Say which bookmark to delete'),
  messageLeft: m('留言成功', '留言成功', 'Message left'),
  reportSubmitted: m('舉報已提交', '举报已提交', 'Report submitted'),
  messageDeleted: m('留言已刪除', '留言已删除', 'Message deleted'),
  replySaved: m('回覆已發佈', '回复已发布', 'Reply posted'),
  emailSubscribed: m('已接受訂閱電郵', '已接受订阅电邮', 'Subscription e-mail accepted'),
  signedOut: m('已登出', '已退出登录', 'Signed out'),
  passwordChanged: m('密碼已更改', '密码已更改', 'Password changed'),
  oldPasswordWrong: m('原密碼不正確', '原密码不正确', 'The current password is not correct'),
  codeSent: m('驗證碼已發送', '验证码已发送', 'The code has been sent'),
  alreadyVerified: m('帳號已經驗證', '账号已经验证', 'The account is already verified'),
  accountVerified: m('帳號驗證成功', '账号验证成功', 'The account is verified'),
  codeWrong: m('驗證碼不正確或已過期，請重新發送', '验证码不正确或已过期，请重新发送', 'The code is wrong or has expired, please send a new one'),
  resetCodeSent: m(
    '如帳號存在，重設密碼的驗證碼已發送',
    '如账号存在，重设密码的验证码已发送',
    'If the account exists, a code to reset the password has been sent',
  ),
  passwordReset: m('密碼已重設，請重新登入', '密码已重设，请重新登录', 'The password has been reset, please sign in again'),
  signedOutEverywhere: m('已在所有裝置登出', '已在所有设备退出登录', 'Signed out on every device'),
  watchLimit: m('關注的屋苑數量已達上限，請先取消一個', '关注的屋苑数量已达上限，请先取消一个', 'You follow the most estates allowed: stop following one first'),
  actionNotAllowed: m('此放盤目前的狀態不容許這個操作', '此放盘目前的状态不容许这个操作', 'The listing’s state does not allow this'),
  refusalReasonRequired: m('不批核時須註明原因', '不批核时须注明原因', 'Say why the listing is not approved'),
  stateAwaitingPayment: m('未生效，等待付款', '未生效，等待付款', 'Not yet effective, awaiting payment'),
  stateUnderReview: m('審核中', '审核中', 'Under review'),
  stateNotApproved: m('審核不通過', '审核不通过', 'Not approved'),
  stateEffective: m('已生效', '已生效', 'Effective'),
  stateExpired: m('已過期，聯絡資料已隱藏', '已过期，联系方式已隐藏', 'Expired, contact details hidden'),
  stateHidden: m('已隱藏，聯絡資料已隱藏', '已隐藏，联系方式已隐藏', 'Hidden, contact details hidden'),
  photoType: m('只接受 JPEG、PNG 或 WebP 相片', '只接受 JPEG、PNG 或 WebP 照片', 'Only JPEG, PNG or WebP photos are accepted'),
  photoTooLarge: m('相片不可大於 8 MB', '照片不可大于 8 MB', 'A photo must not be larger than 8 MB'),
  photoLimit: m('每個放盤最多 20 張相片', '每个放盘最多 20 张照片', 'A listing can have at most 20 photos'),
  paymentUnavailable: m('暫時未能以此方式付款', '暂时未能以此方式付款', 'This way of paying is not available'),
  verifyFirst: m('請先驗證你的電郵或手提電話', '请先验证你的电邮或手机号码', 'Please verify your e-mail or mobile number first'),
} satisfies Record<string, Localized>;
export type MemberMessageKey = keyof typeof MEMBER_MESSAGES;
