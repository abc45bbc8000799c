import type { NoticeTexts } from './types';

/** A maintenance report's status (issue 32), as the mail says it. */
const status: Record<string, string> = {
  new: '新規',
  inProgress: '対応中',
  fixed: '修理済み',
  wontFix: '対応しない',
};

export const ja: NoticeTexts = {
  hello: (name) => `${name} 様`,
  open: 'Hostel Clean を開く',
  footer:
    'このメールは Hostel Clean の通知設定に基づいて送信されています。設定はプロフィールで変更できます。',
  kinds: {
    allotted: {
      subject: (w) => `${w.date} の清掃が割り当てられました`,
      body: (w) => `${w.keeperName} さんが ${w.date} ${w.time} に ${w.room} 号室を清掃します。`,
    },
    completed: {
      subject: (w) => `${w.room} 号室の清掃が完了しました`,
      body: (w) => `${w.keeperName} さんが ${w.room} 号室（${w.date}）の清掃を完了しました。評価できます。`,
    },
    turnedBack: {
      subject: (w) => `${w.date} の清掃が差し戻されました`,
      body: (w) =>
        `${w.byName} さんは ${w.date} に ${w.room} 号室を清掃できませんでした：「${w.reason}」。リクエストは管理者による再割り当て待ちに戻りました。`,
    },
    rejected: {
      subject: (w) => `${w.date} の清掃リクエストが却下されました`,
      body: (w) =>
        `${w.byName} さんが ${w.date} の ${w.room} 号室のリクエストを却下しました：「${w.reason}」。`,
    },
    released: {
      subject: (w) => `${w.date} の清掃に新しい担当者が必要です`,
      body: (w) =>
        `${w.date} ${w.time} のリクエストの担当者がいなくなりました。リクエストは管理者による再割り当て待ちに戻りました。`,
    },
    assigned: {
      subject: (w) => `新しい清掃：${w.date} ${w.room} 号室`,
      body: (w) =>
        `${w.byName} さんが ${w.date} ${w.time} の ${w.room} 号室（${w.studentName} さん）をあなたに割り当てました。${w.message ? `メモ：「${w.message}」` : ''}`,
    },
    takenAway: {
      subject: (w) => `${w.date} の ${w.room} 号室が担当から外れました`,
      body: (w) =>
        `${w.byName} さんが ${w.date} の ${w.room} 号室をあなたの担当から外しました：「${w.reason}」。`,
    },
    rated: {
      subject: (w) => `新しい評価：5 段階中 ${w.stars}`,
      body: (w) =>
        `${w.studentName} さんが ${w.date} の ${w.room} 号室の清掃を 5 段階中 ${w.stars} と評価しました。`,
    },
    needsReallot: {
      subject: (w) => `${w.date} の ${w.room} 号室は再割り当てが必要です`,
      body: (w) =>
        `${w.byName} さんが ${w.date} の ${w.room} 号室の清掃を差し戻しました：「${w.reason}」。ダッシュボードから再割り当てしてください。`,
    },
    registration: {
      subject: (w) => `${w.studentName} さんが承認を待っています`,
      body: (w) => `${w.studentName} さんが学生として登録し、承認を待っています。`,
    },
    cancelled: {
      subject: (w) => `${w.date} の ${w.room} 号室の清掃がキャンセルされました`,
      body: (w) =>
        `${w.studentName} さんが ${w.date} ${w.time} の ${w.room} 号室の清掃をキャンセルしました。`,
    },
    moved: {
      subject: (w) => `${w.room} 号室の清掃が ${w.date} ${w.time} に変更されました`,
      body: (w) =>
        `${w.byName} さんが ${w.room} 号室の清掃を ${w.fromDate} ${w.fromTime} から ${w.date} ${w.time} に変更しました。`,
    },
    movedOff: {
      subject: (w) => `${w.room} 号室の清掃が ${w.date} に変更され、担当から外れました`,
      body: (w) =>
        `${w.byName} さんが ${w.room} 号室の清掃を ${w.fromDate} から、あなたの休日である ${w.date} ${w.time} に変更しました。あなたの担当から外れ、再割り当てを待っています。`,
    },
    reclean: {
      subject: (w) => `${w.date} に ${w.room} 号室の再清掃があります`,
      body: (w) =>
        `${w.byName} から ${w.room} 号室の再清掃の依頼です（${w.date} ${w.time}）。${w.reason ? `不合格の項目: ${w.reason}。` : ''}${w.message}`,
    },
    recleanPlanned: {
      subject: (w) => `${w.date} に ${w.room} 号室を再清掃します`,
      body: (w) =>
        `${w.byName} が ${w.room} 号室の再清掃を手配しました（${w.date} ${w.time}）。ご連絡ありがとうございました。`,
    },
    cleanAhead: {
      subject: (w) => `${w.room} 号室の定期清掃は ${w.date} ${w.time} です`,
      body: (w) =>
        `お部屋 ${w.room} 号室の定期清掃は ${w.date} ${w.time} の予定です。ご都合が悪い場合は、${w.count} 時間前までダッシュボードからスキップするか、同じ週の別の日に変更できます。`,
    },
    maintenance: {
      subject: (w) => `${w.room} 号室の報告：${status[w.maintenanceStatus]}`,
      body: (w) =>
        `${w.byName} さんが ${w.room} 号室の修理報告を更新しました：現在「${status[w.maintenanceStatus]}」です。「自分の報告」で確認できます。`,
    },
    maintenanceReported: {
      subject: (w) => `${w.room} 号室に新しい問題`,
      body: (w) =>
        `${w.byName} さんが ${w.room} 号室の問題を報告しました：「${w.reason}」修理ボードに新規として表示されています。`,
    },
  },
};
