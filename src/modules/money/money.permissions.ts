import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const MONEY_PERMISSIONS = declarePermissions({
  groups: {
    wallets: {
      name: { en: 'Wallets', zh: '钱包', 'zh-Hant': '錢包', ja: 'ウォレット', vi: 'Ví' },
      description: { en: 'Wallets, balances and their flows', zh: '钱包、余额及其流水', 'zh-Hant': '錢包、餘額及其流水', ja: 'ウォレット、残高とその入出金履歴', vi: 'Ví, số dư và các giao dịch của ví' },
      sortOrder: 80,
      apiKeys: true,
      actions: {
        read: {
          name: { en: 'View wallets', zh: '查看钱包', 'zh-Hant': '檢視錢包', ja: 'ウォレットを表示', vi: 'Xem ví' },
          description: { en: 'List wallets and read balances and flows', zh: '列出钱包并查看余额和流水', 'zh-Hant': '列出錢包並檢視餘額和流水', ja: 'ウォレットを一覧表示し、残高と入出金履歴を表示', vi: 'Liệt kê ví, xem số dư và giao dịch' },
          sortOrder: 1,
        },
      },
    },
    recharges: {
      name: { en: 'Recharges', zh: '充值', 'zh-Hant': '儲值', ja: '入金', vi: 'Nạp tiền' },
      description: { en: 'Money coming into wallets', zh: '进入钱包的资金', 'zh-Hant': '進入錢包的資金', ja: 'ウォレットへの入金', vi: 'Tiền vào ví' },
      sortOrder: 90,
      apiKeys: true,
      actions: {
        read: {
          name: { en: 'View recharges', zh: '查看充值', 'zh-Hant': '檢視儲值', ja: '入金を表示', vi: 'Xem lệnh nạp tiền' },
          description: { en: 'List recharges, channels and quotes', zh: '列出充值、充值渠道和报价', 'zh-Hant': '列出儲值、儲值管道和報價', ja: '入金、入金チャネル、見積もりを一覧表示', vi: 'Liệt kê lệnh nạp tiền, kênh nạp và báo giá' },
          sortOrder: 1,
        },
        create: {
          name: { en: 'Create recharges', zh: '创建充值', 'zh-Hant': '建立儲值', ja: '入金を作成', vi: 'Tạo lệnh nạp tiền' },
          description: { en: 'Quote and create recharges and attach payment proof', zh: '获取报价、创建充值并附上付款凭证', 'zh-Hant': '取得報價、建立儲值並附上付款憑證', ja: '見積もりを取り、入金を作成して支払証明を添付', vi: 'Lấy báo giá, tạo lệnh nạp tiền và đính kèm chứng từ thanh toán' },
          sortOrder: 2,
        },
        cancel: {
          name: { en: 'Cancel recharges', zh: '取消充值', 'zh-Hant': '取消儲值', ja: '入金を取り消す', vi: 'Hủy lệnh nạp tiền' },
          description: { en: 'Cancel a recharge that is not settled', zh: '取消尚未结算的充值', 'zh-Hant': '取消尚未結算的儲值', ja: '未決済の入金を取り消す', vi: 'Hủy lệnh nạp tiền chưa được thanh toán xong' },
          sortOrder: 3,
        },
      },
    },
    withdrawals: {
      name: { en: 'Withdrawals', zh: '提现', 'zh-Hant': '提領', ja: '出金', vi: 'Rút tiền' },
      description: { en: 'Money leaving wallets', zh: '离开钱包的资金', 'zh-Hant': '離開錢包的資金', ja: 'ウォレットからの出金', vi: 'Tiền ra khỏi ví' },
      sortOrder: 100,
      apiKeys: true,
      actions: {
        read: {
          name: { en: 'View withdrawals', zh: '查看提现', 'zh-Hant': '檢視提領', ja: '出金を表示', vi: 'Xem lệnh rút tiền' },
          description: { en: 'List withdrawals and read their details', zh: '列出提现并查看其详情', 'zh-Hant': '列出提領並檢視其詳細資料', ja: '出金を一覧表示し、詳細を表示', vi: 'Liệt kê lệnh rút tiền và xem chi tiết' },
          sortOrder: 1,
        },
        create: {
          name: { en: 'Create withdrawals', zh: '创建提现', 'zh-Hant': '建立提領', ja: '出金を作成', vi: 'Tạo lệnh rút tiền' },
          description: { en: 'Request a withdrawal to a withdrawal channel', zh: '向提现渠道申请提现', 'zh-Hant': '向提領管道申請提領', ja: '出金先へ出金を申請', vi: 'Yêu cầu rút tiền về một kênh rút tiền' },
          sortOrder: 2,
        },
        cancel: {
          name: { en: 'Cancel withdrawals', zh: '取消提现', 'zh-Hant': '取消提領', ja: '出金を取り消す', vi: 'Hủy lệnh rút tiền' },
          description: { en: 'Cancel a withdrawal that is not processed', zh: '取消尚未处理的提现', 'zh-Hant': '取消尚未處理的提領', ja: '未処理の出金を取り消す', vi: 'Hủy lệnh rút tiền chưa được xử lý' },
          sortOrder: 3,
        },
      },
    },
    withdrawal_channels: {
      name: { en: 'Withdrawal channels', zh: '提现渠道', 'zh-Hant': '提領管道', ja: '出金先', vi: 'Kênh rút tiền' },
      description: { en: 'Destinations withdrawals are paid to', zh: '提现款项的收款目的地', 'zh-Hant': '提領款項的收款目的地', ja: '出金の支払先', vi: 'Nơi nhận tiền rút' },
      sortOrder: 110,
      apiKeys: true,
      actions: {
        read: {
          name: { en: 'View withdrawal channels', zh: '查看提现渠道', 'zh-Hant': '檢視提領管道', ja: '出金先を表示', vi: 'Xem kênh rút tiền' },
          description: { en: 'List withdrawal channels', zh: '列出提现渠道', 'zh-Hant': '列出提領管道', ja: '出金先を一覧表示', vi: 'Liệt kê kênh rút tiền' },
          sortOrder: 1,
        },
        write: {
          name: { en: 'Manage withdrawal channels', zh: '管理提现渠道', 'zh-Hant': '管理提領管道', ja: '出金先を管理', vi: 'Quản lý kênh rút tiền' },
          description: { en: 'Add withdrawal channels', zh: '添加提现渠道', 'zh-Hant': '新增提領管道', ja: '出金先を追加', vi: 'Thêm kênh rút tiền' },
          sortOrder: 2,
        },
      },
    },
    exchanges: {
      name: { en: 'Exchanges', zh: '兑换', 'zh-Hant': '兌換', ja: '両替', vi: 'Đổi tiền' },
      description: { en: 'Currency exchanges between wallets', zh: '钱包之间的货币兑换', 'zh-Hant': '錢包之間的貨幣兌換', ja: 'ウォレット間の通貨両替', vi: 'Đổi ngoại tệ giữa các ví' },
      sortOrder: 120,
      apiKeys: true,
      actions: {
        read: {
          name: { en: 'View exchanges', zh: '查看兑换', 'zh-Hant': '檢視兌換', ja: '両替を表示', vi: 'Xem giao dịch đổi tiền' },
          description: { en: 'List exchanges and read their details', zh: '列出兑换并查看其详情', 'zh-Hant': '列出兌換並檢視其詳細資料', ja: '両替を一覧表示し、詳細を表示', vi: 'Liệt kê giao dịch đổi tiền và xem chi tiết' },
          sortOrder: 1,
        },
        create: {
          name: { en: 'Create exchanges', zh: '创建兑换', 'zh-Hant': '建立兌換', ja: '両替を作成', vi: 'Tạo giao dịch đổi tiền' },
          description: { en: 'Quote and execute exchanges', zh: '获取兑换报价并执行兑换', 'zh-Hant': '取得兌換報價並執行兌換', ja: '両替の見積もりを取り、実行', vi: 'Lấy báo giá và thực hiện đổi tiền' },
          sortOrder: 2,
        },
      },
    },
    transfers: {
      name: { en: 'Transfers', zh: '转账', 'zh-Hant': '轉帳', ja: '送金', vi: 'Chuyển tiền' },
      description: { en: 'Transfers between wallets', zh: '钱包之间的转账', 'zh-Hant': '錢包之間的轉帳', ja: 'ウォレット間の送金', vi: 'Chuyển tiền giữa các ví' },
      sortOrder: 130,
      apiKeys: true,
      actions: {
        read: {
          name: { en: 'View transfers', zh: '查看转账', 'zh-Hant': '檢視轉帳', ja: '送金を表示', vi: 'Xem lệnh chuyển tiền' },
          description: { en: 'List transfer orders and read their state', zh: '列出转账单并查看其状态', 'zh-Hant': '列出轉帳單並檢視其狀態', ja: '送金指図を一覧表示し、状態を表示', vi: 'Liệt kê lệnh chuyển tiền và xem trạng thái' },
          sortOrder: 1,
        },
        create: {
          name: { en: 'Create transfers', zh: '创建转账', 'zh-Hant': '建立轉帳', ja: '送金を作成', vi: 'Tạo lệnh chuyển tiền' },
          description: { en: 'Create transfer orders', zh: '创建转账单', 'zh-Hant': '建立轉帳單', ja: '送金指図を作成', vi: 'Tạo lệnh chuyển tiền' },
          sortOrder: 2,
        },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/wallets', '/web/v1/partner/recharges', '/web/v1/partner/withdrawals', '/web/v1/partner/withdrawal-channels', '/web/v1/partner/exchanges', '/web/v1/partner/transfers'],
});
