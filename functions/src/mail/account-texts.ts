/** The account mails' texts (password reset, invitation, approval, email confirmation) in the six languages of the site. */
import type { Role } from '#shared/domain';
import type { Language } from '#shared/languages';

export interface AccountTexts {
  hello: (name: string) => string;
  reset: { subject: string; lines: string[] };
  invitation: { subject: (hostel: string) => string; lines: (hostel: string, role: Role) => string[] };
  approval: { subject: (hostel: string) => string; lines: (hostel: string) => string[] };
  /** A self-registration's link; the last line says what to do when the reader did not register. */
  confirmation: { subject: string; lines: (hostel: string) => string[]; notYou: string };
}

export const accountTexts: Record<Language, AccountTexts> = {
  en: {
    hello: (name) => `Hello ${name},`,
    reset: {
      subject: 'Reset your Hostel Clean password',
      lines: [
        'Someone asked to reset the password of your Hostel Clean account.',
        'Open this link within one hour to choose a new password:',
        'If it was not you, ignore this mail: your password stays as it is.',
      ],
    },
    invitation: {
      subject: (hostel) => `You are invited to Hostel Clean at ${hostel}`,
      lines: (hostel, role) => [
        `An admin of ${hostel} has added you to Hostel Clean as a ${role}.`,
        'Open this link within one hour to set your password, then sign in:',
      ],
    },
    approval: {
      subject: (hostel) => `Your Hostel Clean registration at ${hostel} is approved`,
      lines: (hostel) => [
        `An admin of ${hostel} has approved your registration. You can now sign in and ask for cleanings:`,
      ],
    },
    confirmation: {
      subject: 'Confirm your email for Hostel Clean',
      lines: (hostel) => [
        `Someone registered this address with Hostel Clean at ${hostel}.`,
        'Open this link within two days to confirm it is yours and finish your registration:',
      ],
      notYou: 'If it was not you, ignore this mail: no account is made with your address.',
    },
  },
  de: {
    hello: (name) => `Hallo ${name},`,
    reset: {
      subject: 'Setzen Sie Ihr Hostel-Clean-Passwort zurück',
      lines: [
        'Jemand hat angefordert, das Passwort Ihres Hostel-Clean-Kontos zurückzusetzen.',
        'Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
        'Falls Sie das nicht waren, ignorieren Sie diese Mail: Ihr Passwort bleibt, wie es ist.',
      ],
    },
    invitation: {
      subject: (hostel) => `Sie sind zu Hostel Clean in ${hostel} eingeladen`,
      lines: (hostel, role) => [
        `Eine Verwaltung von ${hostel} hat Sie als ${{ student: 'Studierende(r)', roomkeeper: 'Reinigungskraft', admin: 'Verwaltung' }[role]} zu Hostel Clean hinzugefügt.`,
        'Öffnen Sie diesen Link innerhalb einer Stunde, um Ihr Passwort festzulegen, und melden Sie sich dann an:',
      ],
    },
    approval: {
      subject: (hostel) => `Ihre Registrierung bei Hostel Clean in ${hostel} ist freigegeben`,
      lines: (hostel) => [
        `Die Verwaltung von ${hostel} hat Ihre Registrierung freigegeben. Sie können sich jetzt anmelden und Reinigungen anfragen:`,
      ],
    },
    confirmation: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Hostel Clean',
      lines: (hostel) => [
        `Jemand hat diese Adresse bei Hostel Clean in ${hostel} registriert.`,
        'Öffnen Sie diesen Link innerhalb von zwei Tagen, um zu bestätigen, dass es Ihre Adresse ist, und Ihre Registrierung abzuschließen:',
      ],
      notYou:
        'Falls Sie das nicht waren, ignorieren Sie diese Mail: Mit Ihrer Adresse wird kein Konto angelegt.',
    },
  },
  es: {
    hello: (name) => `Hola, ${name}:`,
    reset: {
      subject: 'Restablezca su contraseña de Hostel Clean',
      lines: [
        'Alguien pidió restablecer la contraseña de su cuenta de Hostel Clean.',
        'Abra este enlace en menos de una hora para elegir una contraseña nueva:',
        'Si no fue usted, ignore este correo: su contraseña sigue igual.',
      ],
    },
    invitation: {
      subject: (hostel) => `Está invitado a Hostel Clean en ${hostel}`,
      lines: (hostel, role) => [
        `La administración de ${hostel} le ha añadido a Hostel Clean como ${{ student: 'estudiante', roomkeeper: 'encargado de limpieza', admin: 'administrador' }[role]}.`,
        'Abra este enlace en menos de una hora para establecer su contraseña y luego inicie sesión:',
      ],
    },
    approval: {
      subject: (hostel) => `Su registro en Hostel Clean de ${hostel} está aprobado`,
      lines: (hostel) => [
        `La administración de ${hostel} aprobó su registro. Ya puede iniciar sesión y pedir limpiezas:`,
      ],
    },
    confirmation: {
      subject: 'Confirme su correo para Hostel Clean',
      lines: (hostel) => [
        `Alguien registró esta dirección en Hostel Clean de ${hostel}.`,
        'Abra este enlace en menos de dos días para confirmar que es suya y terminar su registro:',
      ],
      notYou: 'Si no fue usted, ignore este correo: no se crea ninguna cuenta con su dirección.',
    },
  },
  fr: {
    hello: (name) => `Bonjour ${name},`,
    reset: {
      subject: 'Réinitialisez votre mot de passe Hostel Clean',
      lines: [
        'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Hostel Clean.',
        'Ouvrez ce lien dans l’heure pour choisir un nouveau mot de passe :',
        'Si ce n’était pas vous, ignorez ce courriel : votre mot de passe reste inchangé.',
      ],
    },
    invitation: {
      subject: (hostel) => `Vous êtes invité(e) sur Hostel Clean à ${hostel}`,
      lines: (hostel, role) => [
        `L’administration de ${hostel} vous a ajouté(e) à Hostel Clean en tant que ${{ student: 'étudiant(e)', roomkeeper: 'agent d’entretien', admin: 'administrateur' }[role]}.`,
        'Ouvrez ce lien dans l’heure pour définir votre mot de passe, puis connectez-vous :',
      ],
    },
    approval: {
      subject: (hostel) => `Votre inscription à Hostel Clean à ${hostel} est approuvée`,
      lines: (hostel) => [
        `L’administration de ${hostel} a approuvé votre inscription. Vous pouvez maintenant vous connecter et demander des ménages :`,
      ],
    },
    confirmation: {
      subject: 'Confirmez votre adresse e-mail pour Hostel Clean',
      lines: (hostel) => [
        `Quelqu’un a inscrit cette adresse sur Hostel Clean à ${hostel}.`,
        'Ouvrez ce lien dans les deux jours pour confirmer qu’elle est la vôtre et terminer votre inscription :',
      ],
      notYou: 'Si ce n’était pas vous, ignorez ce courriel : aucun compte n’est créé avec votre adresse.',
    },
  },
  ja: {
    hello: (name) => `${name} 様`,
    reset: {
      subject: 'Hostel Clean のパスワードの再設定',
      lines: [
        'Hostel Clean アカウントのパスワード再設定が依頼されました。',
        '1 時間以内にこのリンクを開いて、新しいパスワードを設定してください：',
        'お心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
      ],
    },
    invitation: {
      subject: (hostel) => `${hostel} の Hostel Clean に招待されました`,
      lines: (hostel, role) => [
        `${hostel} の管理者があなたを${{ student: '学生', roomkeeper: '清掃担当者', admin: '管理者' }[role]}として Hostel Clean に追加しました。`,
        '1 時間以内にこのリンクを開いてパスワードを設定し、サインインしてください：',
      ],
    },
    approval: {
      subject: (hostel) => `${hostel} の Hostel Clean への登録が承認されました`,
      lines: (hostel) => [
        `${hostel} の管理者があなたの登録を承認しました。サインインして清掃を依頼できます：`,
      ],
    },
    confirmation: {
      subject: 'Hostel Clean のメールアドレスの確認',
      lines: (hostel) => [
        `${hostel} の Hostel Clean にこのアドレスで登録がありました。`,
        '2 日以内にこのリンクを開いて、ご自身のアドレスであることを確認し、登録を完了してください：',
      ],
      notYou:
        'お心当たりがない場合は、このメールを無視してください。あなたのアドレスでアカウントは作成されません。',
    },
  },
  zh: {
    hello: (name) => `${name}，您好：`,
    reset: {
      subject: '重置您的 Hostel Clean 密码',
      lines: [
        '有人请求重置您的 Hostel Clean 账户密码。',
        '请在一小时内打开此链接设置新密码：',
        '如果不是您本人操作，请忽略此邮件：您的密码保持不变。',
      ],
    },
    invitation: {
      subject: (hostel) => `您受邀加入 ${hostel} 的 Hostel Clean`,
      lines: (hostel, role) => [
        `${hostel} 的管理员已将您作为${{ student: '学生', roomkeeper: '保洁员', admin: '管理员' }[role]}添加到 Hostel Clean。`,
        '请在一小时内打开此链接设置密码，然后登录：',
      ],
    },
    approval: {
      subject: (hostel) => `您在 ${hostel} 的 Hostel Clean 注册已获批准`,
      lines: (hostel) => [`${hostel} 的管理员已批准您的注册。现在可以登录并申请清洁：`],
    },
    confirmation: {
      subject: '确认您在 Hostel Clean 的邮箱',
      lines: (hostel) => [
        `有人在 ${hostel} 的 Hostel Clean 用此邮箱注册。`,
        '请在两天内打开此链接，确认这是您的邮箱并完成注册：',
      ],
      notYou: '如果不是您本人操作，请忽略此邮件：不会用您的邮箱创建账户。',
    },
  },
};
