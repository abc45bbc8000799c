import type { DigestTexts } from './types';

export const zh: DigestTexts = {
  subject: (w) => `${w.hostel}：${w.date} 的晨间摘要`,
  hello: (name) => `${name}，早上好：`,
  intro: (w) => `今天早上 ${w.hostel} 的情况如下：`,
  pending: (w) => `等待分配的请求：${w.pending}`,
  overdue: (w) => `已逾期的请求：${w.overdue}`,
  turnedBack: (w) => `被保洁员退回、需要重新分配：${w.turnedBack}`,
  waiting: (w) => `等待您批准的注册：${w.waiting}`,
  open: '打开仪表板',
  footer: '作为旅舍管理员，您每天早上都会收到这封邮件；可在旅舍设置中更改发送时间或关闭它。',
};
