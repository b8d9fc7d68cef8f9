import { feedback } from '../../../lib/feedback';
import {
  adminLedgerAdjustRoute,
  bbsUserRoute,
  LedgerAdjustBody,
  MONEY_CHANGE_MAX,
  type AdminLedgerEntry,
  type BbsUserCard,
} from '@clearsight/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LevelBadge } from '../../../components/level-badge';
import { MemberAvatar } from '../../../components/member-avatar';
import { callApi } from '../../../lib/http/client';
import { isApiError } from '../../../lib/http/errors';
import { issuesToFields, serverErrorsToFields } from '../../admin/kit/form-model';
import type { ActionKey } from '../../admin/components/idempotency';
import { formatMoney, formatMoneyChange } from '../../../lib/format';

type Direction = 'credit' | 'debit';

interface AdjustValues {
  userName: string;
  amount: number | null;
  remark: string;
}

/** Who the adjustment is for: a user name typed in, or the member of a ledger row. */
export interface AdjustTarget {
  userName: string;
}

/** The signed amount staff mean: a positive number and a direction, so nobody has to type a minus sign. */
export function signedAmount(direction: Direction, amount: number | null | undefined): number | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  return direction === 'debit' ? -Math.abs(amount) : Math.abs(amount);
}

function MemberSummary({ member }: { member: BbsUserCard }) {
  const { t } = useTranslation();
  return (
    <div className="cs-admin-member" data-testid="adjust-member">
      <MemberAvatar user={member} size={36} />
      <div className="cs-admin-member__main">
        <div className="cs-admin-member__name">
          <strong>{member.nick || member.userName}</strong>
          <span className="cs-admin-muted">@{member.userName}</span>
          <LevelBadge level={member.level} name={member.levelName} size="small" />
        </div>
        <div className="cs-admin-muted">
          {t('admin.ledger.currentBalance')}{' '}
          <strong className="cs-admin-money" data-testid="adjust-balance">
            {formatMoney(member.money)}
          </strong>
        </div>
      </div>
    </div>
  );
}

/**
 * Credit or debit a member's money with a mandatory reason (docs/decisions/0011-money-ledger.md). Staff
 * find the member by user name, choose add or deduct, and confirm once more before anything is sent. Each
 * confirmed adjustment carries one `Idempotency-Key` from `keys`, which the screen keeps across openings:
 * confirming the same adjustment again after a failure repeats the key, so a retry never changes money twice.
 * Mounted per opening (the screen gives each opening its own React key), so every opening starts empty.
 */
export function LedgerAdjustDialog({
  target,
  keys,
  onClose,
  onDone,
}: {
  target: AdjustTarget | null;
  keys: ActionKey;
  onClose: () => void;
  onDone: (entry: AdminLedgerEntry) => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = feedback;
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [direction, setDirection] = useState<Direction>('credit');
  // The user name last looked up ('' when none): a row's member is looked up at once.
  const [lookupName, setLookupName] = useState(target?.userName ?? '');
  const [saving, setSaving] = useState(false);
  const amount = Form.useWatch('amount', form) as number | null | undefined;

  const memberQuery = (userName: string) => ({
    queryKey: ['admin', 'ledger', 'member', userName],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi(bbsUserRoute, { params: { id: userName }, signal, silent: true }),
    retry: false,
    staleTime: 0,
  });
  const card = useQuery({ ...memberQuery(lookupName), enabled: lookupName !== '' });
  const member = lookupName !== '' ? (card.data ?? null) : null;
  const lookupError =
    lookupName !== '' && card.isError
      ? isApiError(card.error) && card.error.status === 404
        ? t('admin.ledger.memberMissing')
        : t('admin.ledger.lookupFailed')
      : null;

  const signed = signedAmount(direction, amount);
  const after = member && signed !== null ? Math.round((member.money + signed) * 100) / 100 : null;

  const send = async (body: LedgerAdjustBody, who: BbsUserCard) => {
    setSaving(true);
    try {
      const entry = await keys.run(`${body.userId}|${body.amount}|${body.remark}`, (idempotencyKey) =>
        callApi(adminLedgerAdjustRoute, { body, idempotencyKey }),
      );
      void message.success(
        t('admin.ledger.adjusted', { name: who.nick || who.userName, balance: formatMoney(entry.balance) }),
      );
      onDone(entry);
    } catch (error) {
      // The HTTP client has shown the server's message ("钱钱不足"…); field errors go to their fields.
      if (isApiError(error)) {
        const fields = serverErrorsToFields(error.body, ['amount', 'remark']);
        if (fields.length > 0) form.setFields(fields);
      }
    } finally {
      setSaving(false);
    }
  };

  const submit = async () => {
    let values: AdjustValues;
    try {
      values = (await form.validateFields()) as AdjustValues;
    } catch {
      return;
    }
    const userName = values.userName.trim();
    const lookUpNow = async (): Promise<BbsUserCard | null> => {
      // Typed but not looked up yet: look up now and carry on when the member exists.
      setLookupName(userName);
      try {
        return await client.fetchQuery(memberQuery(userName));
      } catch {
        return null;
      }
    };
    const who = member && member.userName.toLowerCase() === userName.toLowerCase() ? member : await lookUpNow();
    if (!who) return;
    const checked = LedgerAdjustBody.safeParse({
      userId: who.id,
      amount: signedAmount(direction, values.amount) ?? undefined,
      remark: values.remark ?? '',
    });
    if (!checked.success) {
      form.setFields(issuesToFields(checked.error.issues).filter((f) => f.name[0] !== 'userId'));
      return;
    }
    const body = checked.data;
    modal.confirm({
      title: t('admin.ledger.confirmTitle'),
      content: (
        <div data-testid="adjust-confirm">
          <p>
            {t(body.amount > 0 ? 'admin.ledger.confirmCredit' : 'admin.ledger.confirmDebit', {
              name: who.nick || who.userName,
              userName: who.userName,
              amount: formatMoney(Math.abs(body.amount)),
            })}
          </p>
          <p className="cs-admin-muted">{t('admin.ledger.confirmReason', { remark: body.remark })}</p>
        </div>
      ),
      okText: t('admin.ledger.confirmOk'),
      okButtonProps: { danger: body.amount < 0 },
      cancelText: t('admin.common.cancel'),
      onOk: () => send(body, who),
    });
  };

  return (
    <Modal
      open
      title={t('admin.ledger.adjustTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('admin.ledger.adjustNext')}
      cancelText={t('admin.common.cancel')}
      confirmLoading={saving}
      mask={{ closable: false }}
      width={520}
      okButtonProps={{ 'data-testid': 'adjust-submit' } as Record<string, string>}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark
        className="cs-admin-adjust"
        initialValues={{ userName: target?.userName ?? '', amount: null, remark: '' }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="userName"
          label={t('admin.ledger.member')}
          required
          rules={[{ required: true, whitespace: true, message: t('admin.ledger.memberRequired') }]}
          validateStatus={lookupError ? 'error' : undefined}
          help={lookupError ?? undefined}
          extra={target ? undefined : t('admin.ledger.memberHelp')}
        >
          <Input.Search
            placeholder={t('admin.ledger.userNamePlaceholder')}
            enterButton={t('admin.ledger.find')}
            loading={card.isFetching}
            onSearch={(value) => setLookupName(value.trim())}
            onChange={() => setLookupName('')}
            disabled={Boolean(target)}
            autoComplete="off"
            data-testid="adjust-user"
          />
        </Form.Item>
        {member && <MemberSummary member={member} />}
        <Form.Item label={t('admin.ledger.direction')} required>
          <Segmented<Direction>
            value={direction}
            onChange={setDirection}
            options={[
              { value: 'credit', label: t('admin.ledger.credit') },
              { value: 'debit', label: t('admin.ledger.debit') },
            ]}
            data-testid="adjust-direction"
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('admin.ledger.amount')}
          required
          rules={[{ required: true, message: t('admin.ledger.amountRequired') }]}
          extra={t('admin.ledger.amountHelp', { max: formatMoney(MONEY_CHANGE_MAX) })}
        >
          <InputNumber<number>
            min={0.01}
            max={MONEY_CHANGE_MAX}
            step={1}
            precision={2}
            style={{ width: '100%' }}
            prefix={direction === 'debit' ? '−' : '+'}
          />
        </Form.Item>
        {after !== null && signed !== null && (
          <Alert
            type={after < 0 ? 'error' : 'info'}
            showIcon
            className="cs-admin-adjust__after"
            data-testid="adjust-after"
            title={
              after < 0
                ? t('admin.ledger.wouldBeNegative', { balance: formatMoney(member!.money) })
                : t('admin.ledger.balanceAfterChange', {
                    change: formatMoneyChange(signed),
                    balance: formatMoney(after),
                  })
            }
          />
        )}
        <Form.Item
          name="remark"
          label={t('admin.ledger.remark')}
          required
          rules={[{ required: true, whitespace: true, message: t('admin.ledger.remarkRequired') }]}
          extra={t('admin.ledger.remarkHelp')}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('admin.ledger.remarkPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
