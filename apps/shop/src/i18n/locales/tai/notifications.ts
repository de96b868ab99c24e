import type { Strings } from '../../namespaces'

/** Thai: namespace `notifications` (see ../en/notifications.ts). */
export const strings: Strings<'notifications'> = {
  heading: 'การแจ้งเตือน',
  list: 'รายการแจ้งเตือน',
  empty: 'ยังไม่มีการแจ้งเตือน',
  markAllRead: 'อ่านทั้งหมดแล้ว',
  allRead: 'ทำเครื่องหมายอ่านแล้วทั้งหมด',
  unread: 'ยังไม่อ่าน',
  remark: 'หมายเหตุ: {{remark}}',
  templates: {
    orderPaid: {
      title: 'ชำระเงินคำสั่งซื้อแล้ว',
      body: 'ชำระเงินคำสั่งซื้อ {{orderSn}} แล้ว: {{amount}}',
    },
    orderShipped: {
      title: 'จัดส่งคำสั่งซื้อแล้ว',
      body: 'คำสั่งซื้อ {{orderSn}} จัดส่งโดย {{company}} หมายเลขพัสดุ {{trackingNo}}',
    },
    orderDelivered: {
      title: 'คำสั่งซื้อถึงปลายทางแล้ว',
      body: 'คำสั่งซื้อ {{orderSn}} ถึงแล้ว กรุณายืนยันการรับสินค้า',
    },
    orderCompleted: {
      title: 'คำสั่งซื้อเสร็จสมบูรณ์',
      body: 'คำสั่งซื้อ {{orderSn}} เสร็จสมบูรณ์ ขอบคุณ!',
    },
    orderCancelled: {
      title: 'ยกเลิกคำสั่งซื้อแล้ว',
      body: 'คำสั่งซื้อ {{orderSn}} ถูกยกเลิกแล้ว',
    },
    orderAutoConfirmed: {
      title: 'ยืนยันการรับสินค้าอัตโนมัติแล้ว',
      body: 'คำสั่งซื้อ {{orderSn}} ได้รับการยืนยันการรับสินค้าโดยอัตโนมัติ คุณยังรีวิวได้',
    },
    refundApplied: {
      title: 'ขอคืนเงินแล้ว',
      body: 'คำขอคืนเงิน {{amount}} ของคำสั่งซื้อ {{orderSn}} กำลังตรวจสอบ',
    },
    refundAccepted: {
      title: 'อนุมัติการคืนเงินแล้ว',
      body: 'อนุมัติการคืนเงิน {{amount}} ของคำสั่งซื้อ {{orderSn}} แล้ว',
    },
    refundRefused: {
      title: 'ปฏิเสธการคืนเงิน',
      body: 'คำขอคืนเงิน {{amount}} ของคำสั่งซื้อ {{orderSn}} ถูกปฏิเสธ',
    },
    refundRefunded: {
      title: 'คืนเงินแล้ว',
      body: 'คืนเงิน {{amount}} ของคำสั่งซื้อ {{orderSn}} เข้ายอดเงินแล้ว',
    },
    rechargePassed: {
      title: 'อนุมัติการเติมเงินแล้ว',
      body: 'การเติมเงิน {{amount}} ได้รับอนุมัติและเข้ายอดเงินแล้ว',
    },
    rechargeRefused: {
      title: 'ปฏิเสธการเติมเงิน',
      body: 'การเติมเงิน {{amount}} ถูกปฏิเสธ',
    },
    withdrawalPassed: {
      title: 'อนุมัติการถอนเงินแล้ว',
      body: 'การถอนเงิน {{amount}} ได้รับอนุมัติแล้ว',
    },
    withdrawalRefused: {
      title: 'ปฏิเสธการถอนเงิน',
      body: 'การถอนเงิน {{amount}} ถูกปฏิเสธ และคืนเข้ายอดเงินแล้ว',
    },
    platformAnnouncement: {
      title: '{{title}}',
      body: '{{body}}',
    },
  },
}
