import type { NoticeTexts } from './types';

/** A maintenance report's status (issue 32), as the mail says it. */
const status: Record<string, string> = {
  new: '新建',
  inProgress: '处理中',
  fixed: '已修好',
  wontFix: '不予修理',
};

export const zh: NoticeTexts = {
  hello: (name) => `${name}，您好：`,
  open: '打开 Hostel Clean',
  footer: '您收到此邮件是因为您在 Hostel Clean 的通知设置；可以在个人资料中更改。',
  kinds: {
    allotted: {
      subject: (w) => `您 ${w.date} 的清洁已分配`,
      body: (w) => `${w.keeperName} 将于 ${w.date} ${w.time} 清洁 ${w.room} 号房间。`,
    },
    completed: {
      subject: (w) => `${w.room} 号房间已清洁完毕`,
      body: (w) => `${w.keeperName} 已完成 ${w.room} 号房间（${w.date}）的清洁。现在可以评价。`,
    },
    turnedBack: {
      subject: (w) => `您 ${w.date} 的清洁被退回`,
      body: (w) =>
        `${w.byName} 未能在 ${w.date} 清洁 ${w.room} 号房间：“${w.reason}”。您的请求已回到队列，等待管理员重新分配。`,
    },
    rejected: {
      subject: (w) => `您 ${w.date} 的清洁请求被拒绝`,
      body: (w) => `${w.byName} 拒绝了您 ${w.date} ${w.room} 号房间的请求：“${w.reason}”。`,
    },
    released: {
      subject: (w) => `您 ${w.date} 的清洁需要新的保洁员`,
      body: (w) => `您 ${w.date} ${w.time} 请求的保洁员已离开。您的请求已回到队列，等待管理员重新分配。`,
    },
    assigned: {
      subject: (w) => `新的清洁：${w.date} ${w.room} 号房间`,
      body: (w) =>
        `${w.byName} 为您分配了 ${w.date} ${w.time} 的 ${w.room} 号房间（${w.studentName}）。${w.message ? `留言：“${w.message}”` : ''}`,
    },
    takenAway: {
      subject: (w) => `${w.date} 的 ${w.room} 号房间已从您的列表移除`,
      body: (w) => `${w.byName} 已将 ${w.date} 的 ${w.room} 号房间从您的列表移除：“${w.reason}”。`,
    },
    rated: {
      subject: (w) => `新评价：${w.stars} / 5`,
      body: (w) => `${w.studentName} 为您在 ${w.date} 对 ${w.room} 号房间的清洁打了 ${w.stars} / 5 星。`,
    },
    needsReallot: {
      subject: (w) => `${w.date} 的 ${w.room} 号房间需要重新分配`,
      body: (w) =>
        `${w.byName} 退回了 ${w.date} ${w.room} 号房间的清洁：“${w.reason}”。请在仪表板中重新分配。`,
    },
    registration: {
      subject: (w) => `${w.studentName} 正在等待您的批准`,
      body: (w) => `${w.studentName} 已注册为学生，正在等待您的批准。`,
    },
    cancelled: {
      subject: (w) => `${w.date} 的 ${w.room} 号房间清洁已取消`,
      body: (w) => `${w.studentName} 取消了 ${w.date} ${w.time} 的 ${w.room} 号房间清洁。`,
    },
    moved: {
      subject: (w) => `${w.room} 号房间清洁改到 ${w.date} ${w.time}`,
      body: (w) =>
        `${w.byName} 将 ${w.room} 号房间的清洁从 ${w.fromDate} ${w.fromTime} 改到了 ${w.date} ${w.time}。`,
    },
    movedOff: {
      subject: (w) => `${w.room} 号房间清洁改到 ${w.date}，已从您的列表移除`,
      body: (w) =>
        `${w.byName} 将 ${w.room} 号房间的清洁从 ${w.fromDate} 改到了 ${w.date} ${w.time}，这天是您的休息日。它已从您的列表移除，等待重新分配。`,
    },
    reclean: {
      subject: (w) => `${w.room} 房间需在 ${w.date} 重新清洁`,
      body: (w) =>
        `${w.byName} 请您在 ${w.date} ${w.time} 重新清洁 ${w.room} 房间。${w.reason ? `未通过的项目：${w.reason}。` : ''}${w.message}`,
    },
    recleanPlanned: {
      subject: (w) => `${w.room} 房间将在 ${w.date} 重新清洁`,
      body: (w) => `${w.byName} 已安排在 ${w.date} ${w.time} 重新清洁您的 ${w.room} 房间。感谢您的反馈。`,
    },
    cleanAhead: {
      subject: (w) => `${w.room} 房间将于 ${w.date} ${w.time} 清洁`,
      body: (w) =>
        `您的 ${w.room} 房间的定期清洁安排在 ${w.date} ${w.time}。如果时间不合适，您可以在清洁前 ${w.count} 小时之前在控制面板上跳过本次清洁，或改到同一周的另一天。`,
    },
    maintenance: {
      subject: (w) => `您关于 ${w.room} 房间的报修：${status[w.maintenanceStatus]}`,
      body: (w) =>
        `${w.byName} 更新了您关于 ${w.room} 房间的报修：现在为“${status[w.maintenanceStatus]}”。请在“我的报修”中查看。`,
    },
    maintenanceReported: {
      subject: (w) => `${w.room} 房间有新问题`,
      body: (w) => `${w.byName} 报告了 ${w.room} 房间的问题：“${w.reason}”它已作为新报修显示在维修看板上。`,
    },
  },
};
