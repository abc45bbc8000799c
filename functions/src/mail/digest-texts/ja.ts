import type { DigestTexts } from './types';

export const ja: DigestTexts = {
  subject: (w) => `${w.hostel}：${w.date} の朝のまとめ`,
  hello: (name) => `${name} さん、おはようございます。`,
  intro: (w) => `今朝の ${w.hostel} の状況です：`,
  pending: (w) => `割り当て待ちのリクエスト：${w.pending}`,
  overdue: (w) => `期限を過ぎたリクエスト：${w.overdue}`,
  turnedBack: (w) => `清掃担当者から差し戻され、再割り当てが必要：${w.turnedBack}`,
  waiting: (w) => `承認待ちの登録：${w.waiting}`,
  open: 'ダッシュボードを開く',
  footer:
    'ホステルの管理者として毎朝このメールをお送りしています。送信時刻の変更や停止はホステル設定で行えます。',
};
