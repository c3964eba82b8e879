import type { FormEvent, ReactNode } from 'react';
import { Form, Link as RACLink } from 'react-aria-components';
import { validateRequired } from '@quartile/domain';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { TextField, type TextFieldProps } from '../../components/TextField/TextField.tsx';
import { AlertIcon, CheckCircleIcon } from '../../icons/icons.tsx';
import { LogoMark } from '../../components/Logo/Logo.tsx';
import * as styles from './AuthForms.css.ts';
import { compact, PASSWORD_HINT, PASSWORDS_DIFFER, validateEmail, validateNewPassword, type FieldErrors } from '../../forms/authValidation.ts';
import { useAuthForm } from '../../forms/useAuthForm.ts';

// ------------------------------------------------------------------ layout

export interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Under the card: links to the other screens. */
  footer?: ReactNode;
  /** Room for two-column rows (registration). */
  wide?: boolean;
  homeHref?: string;
}

/** The frame of every sign-in screen: the brand, one card with the page's h1, links below. */
export function AuthLayout({ title, description, children, footer, wide, homeHref = '/' }: AuthLayoutProps) {
  return (
    <main className={styles.page}>
      <RACLink href={homeHref} className={styles.brand} aria-label="Quartile home">
        <span className={styles.brandMark}>
          <LogoMark size={28} />
        </span>
        <span aria-hidden="true">Quartile</span>
      </RACLink>
      <div className={[styles.card, wide ? styles.wideCard : ''].join(' ')}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </header>
        {children}
      </div>
      {footer ? <p className={styles.footer}>{footer}</p> : null}
    </main>
  );
}

/** A message for the whole form: a failure is an alert, a confirmation a status. */
function FormMessage({ tone, children }: { tone: 'alert' | 'notice'; children: ReactNode }) {
  const Icon = tone === 'alert' ? AlertIcon : CheckCircleIcon;
  return (
    <div className={styles[tone]} role={tone === 'alert' ? 'alert' : 'status'}>
      <Icon className={styles.alertIcon} aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}

/** A failure the whole form shares (wrong credentials, expired link, server down). */
export function FormAlert({ children }: { children: ReactNode }) {
  return <FormMessage tone="alert">{children}</FormMessage>;
}

export function FormNotice({ children }: { children: ReactNode }) {
  return <FormMessage tone="notice">{children}</FormMessage>;
}

/**
 * The body of every auth form: its fields, then its failure, if any, above the wide submit button,
 * then what follows the button (fine print). Busy while the submit is pending.
 */
function AuthFormBody({
  onSubmit,
  isPending,
  formError,
  submitLabel,
  after,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isPending: boolean;
  formError?: string | null;
  submitLabel: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form className={styles.form} onSubmit={onSubmit} validationBehavior="aria" aria-busy={isPending}>
      {children}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Button type="submit" variant="primary" size="lg" className={styles.submit} isPending={isPending}>
        {submitLabel}
      </Button>
      {after}
    </Form>
  );
}

/** The line under the card that leads to the other screen: "New to Quartile? Sign up". */
function SwitchLink({ question, href, children }: { question: string; href: string; children: ReactNode }) {
  return (
    <>
      {question}{' '}
      <Link href={href} variant="standalone">
        {children}
      </Link>
    </>
  );
}

type FieldProps = Partial<TextFieldProps>;

/** The work e-mail every form but the password reset asks for. */
function EmailField({ isPending, field }: { isPending: boolean; field: FieldProps }) {
  return <TextField label="Work e-mail" name="email" type="email" autoComplete="email" isRequired isDisabled={isPending} {...field} />;
}

/** A password being chosen: revealable, with the policy's hint under it. */
function NewPasswordField({ label, isPending, field }: { label: string; isPending: boolean; field: FieldProps }) {
  return <TextField label={label} name="password" revealable autoComplete="new-password" description={PASSWORD_HINT} isRequired isDisabled={isPending} {...field} />;
}

/** First and last name side by side (registration and invitations). */
function NameRow({ isPending, field }: { isPending: boolean; field: (key: 'first_name' | 'last_name') => FieldProps }) {
  return (
    <div className={styles.row}>
      <TextField label="First name" name="first_name" autoComplete="given-name" isRequired isDisabled={isPending} {...field('first_name')} />
      <TextField label="Last name" name="last_name" autoComplete="family-name" isRequired isDisabled={isPending} {...field('last_name')} />
    </div>
  );
}

interface CommonFormProps<K extends string> {
  isPending?: boolean;
  /** A message for the whole form (shown above the button). */
  formError?: string | null;
  /** Messages from the server, by field. */
  fieldErrors?: FieldErrors<K>;
}

// ------------------------------------------------------------------ login

export type LoginField = 'email' | 'password';
export type LoginValues = Record<LoginField, string>;

export interface LoginFormProps extends CommonFormProps<LoginField> {
  onSubmit: (values: LoginValues) => void;
  registerHref?: string;
  forgotPasswordHref?: string;
  /** e.g. a notice after a password reset or when the session ended. */
  notice?: string | null;
  initialEmail?: string;
}

const validateLogin = (v: LoginValues) => compact({ email: validateEmail(v.email), password: validateRequired(v.password) });

export function LoginForm({ onSubmit, isPending = false, formError, fieldErrors, registerHref = '/register', forgotPasswordHref = '/forgot-password', notice, initialEmail = '' }: LoginFormProps) {
  const form = useAuthForm<LoginField>({ email: initialEmail, password: '' }, validateLogin, (v) => onSubmit(v), fieldErrors);
  return (
    <AuthLayout
      title="Log in"
      description="Welcome back. Log in to continue your benchmarking studies."
      footer={
        <SwitchLink question="New to Quartile?" href={registerHref}>
          Sign up
        </SwitchLink>
      }
    >
      <AuthFormBody onSubmit={form.onSubmit} isPending={isPending} formError={formError} submitLabel="Log in">
        {notice ? <FormNotice>{notice}</FormNotice> : null}
        <EmailField isPending={isPending} field={form.field('email')} />
        <TextField label="Password" name="password" revealable autoComplete="current-password" isRequired isDisabled={isPending} {...form.field('password')} />
        <div className={styles.labelRow}>
          <span />
          <Link href={forgotPasswordHref} variant="standalone">
            Forgot password?
          </Link>
        </div>
      </AuthFormBody>
    </AuthLayout>
  );
}

// ------------------------------------------------------------------ register

export type RegisterField = 'first_name' | 'last_name' | 'email' | 'password' | 'firm_name';
export type RegisterValues = Record<RegisterField, string>;

export interface RegisterFormProps extends CommonFormProps<RegisterField> {
  onSubmit: (values: RegisterValues) => void;
  loginHref?: string;
  termsHref?: string;
  privacyHref?: string;
}

const validateRegister = (v: RegisterValues) =>
  compact({
    first_name: validateRequired(v.first_name),
    last_name: validateRequired(v.last_name),
    email: validateEmail(v.email),
    password: validateNewPassword(v.password),
    firm_name: validateRequired(v.firm_name),
  });

export function RegisterForm({ onSubmit, isPending = false, formError, fieldErrors, loginHref = '/login', termsHref = '/terms-of-service', privacyHref = '/privacy-policy' }: RegisterFormProps) {
  const form = useAuthForm<RegisterField>({ first_name: '', last_name: '', email: '', password: '', firm_name: '' }, validateRegister, (v) => onSubmit(v), fieldErrors);
  return (
    <AuthLayout
      wide
      title="Create account"
      description="Set up your firm on Quartile. You become its owner and can invite colleagues and clients afterwards."
      footer={
        <SwitchLink question="Already have an account?" href={loginHref}>
          Log in
        </SwitchLink>
      }
    >
      <AuthFormBody
        onSubmit={form.onSubmit}
        isPending={isPending}
        formError={formError}
        submitLabel="Create account"
        after={
          <p className={styles.finePrint}>
            By creating an account you accept the{' '}
            <Link href={termsHref} variant="subtle">
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link href={privacyHref} variant="subtle">
              Privacy Policy
            </Link>
            .
          </p>
        }
      >
        <NameRow isPending={isPending} field={form.field} />
        <EmailField isPending={isPending} field={form.field('email')} />
        <NewPasswordField label="Password" isPending={isPending} field={form.field('password')} />
        <TextField label="Firm name" name="firm_name" autoComplete="organization" isRequired isDisabled={isPending} {...form.field('firm_name')} />
      </AuthFormBody>
    </AuthLayout>
  );
}

// ------------------------------------------------------------------ forgot password

export interface ForgotPasswordFormProps extends CommonFormProps<'email'> {
  onSubmit: (values: { email: string }) => void;
  /** The server's confirmation; when set, the form is replaced by it. */
  sentMessage?: string | null;
  loginHref?: string;
}

const validateForgot = (v: { email: string }) => compact({ email: validateEmail(v.email) });

export function ForgotPasswordForm({ onSubmit, isPending = false, formError, fieldErrors, sentMessage, loginHref = '/login' }: ForgotPasswordFormProps) {
  const form = useAuthForm<'email'>({ email: '' }, validateForgot, (v) => onSubmit(v), fieldErrors);
  const backToLogin = (
    <Link href={loginHref} variant="standalone">
      Back to log in
    </Link>
  );
  if (sentMessage) {
    return (
      <AuthLayout title="Check your e-mail" description={`We sent the link to ${form.values.email} if it belongs to an account.`} footer={backToLogin}>
        <FormNotice>{sentMessage}</FormNotice>
        <p className={styles.finePrint}>The link works for one hour. Nothing arrived? Check your spam folder, or ask again in a few minutes.</p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Reset your password" description="Enter the e-mail address of your account and we will send you a link to choose a new password." footer={backToLogin}>
      <AuthFormBody onSubmit={form.onSubmit} isPending={isPending} formError={formError} submitLabel="Send reset link">
        <EmailField isPending={isPending} field={form.field('email')} />
      </AuthFormBody>
    </AuthLayout>
  );
}

// ------------------------------------------------------------------ reset password (from the e-mailed link)

export type ResetPasswordField = 'password' | 'confirm';

export interface ResetPasswordFormProps extends CommonFormProps<ResetPasswordField> {
  onSubmit: (values: { password: string }) => void;
  /** The server's confirmation; when set, the form is replaced by it. */
  doneMessage?: string | null;
  loginHref?: string;
  forgotPasswordHref?: string;
}

const validateReset = (v: Record<ResetPasswordField, string>) =>
  compact({
    password: validateNewPassword(v.password),
    confirm: validateRequired(v.confirm) ?? (v.confirm === v.password ? null : PASSWORDS_DIFFER),
  });

export function ResetPasswordForm({ onSubmit, isPending = false, formError, fieldErrors, doneMessage, loginHref = '/login', forgotPasswordHref = '/forgot-password' }: ResetPasswordFormProps) {
  const form = useAuthForm<ResetPasswordField>({ password: '', confirm: '' }, validateReset, (v) => onSubmit({ password: v.password }), fieldErrors);
  if (doneMessage) {
    return (
      <AuthLayout title="Password changed" description="You were signed out everywhere. Log in with your new password.">
        <FormNotice>{doneMessage}</FormNotice>
        <Link href={loginHref} variant="standalone">
          Log in with your new password
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Choose a new password"
      description="Your new password replaces the old one and signs you out of every other browser."
      footer={
        <Link href={forgotPasswordHref} variant="standalone">
          Request a new link
        </Link>
      }
    >
      <AuthFormBody onSubmit={form.onSubmit} isPending={isPending} formError={formError} submitLabel="Set new password">
        <NewPasswordField label="New password" isPending={isPending} field={form.field('password')} />
        <TextField label="Confirm new password" name="confirm" revealable autoComplete="new-password" isRequired isDisabled={isPending} {...form.field('confirm')} />
      </AuthFormBody>
    </AuthLayout>
  );
}

// ------------------------------------------------------------------ accept invitation

export type AcceptInviteField = 'first_name' | 'last_name' | 'password';
export type AcceptInviteValues = Record<AcceptInviteField, string>;

export interface AcceptInviteFormProps extends CommonFormProps<AcceptInviteField> {
  onSubmit: (values: AcceptInviteValues) => void;
  loginHref?: string;
}

const validateInvite = (v: AcceptInviteValues) =>
  compact({ first_name: validateRequired(v.first_name), last_name: validateRequired(v.last_name), password: validateNewPassword(v.password) });

export function AcceptInviteForm({ onSubmit, isPending = false, formError, fieldErrors, loginHref = '/login' }: AcceptInviteFormProps) {
  const form = useAuthForm<AcceptInviteField>({ first_name: '', last_name: '', password: '' }, validateInvite, (v) => onSubmit(v), fieldErrors);
  return (
    <AuthLayout
      title="Accept your invitation"
      description="Your firm invited you to Quartile. Confirm your name and choose a password to join."
      footer={
        <SwitchLink question="Already joined?" href={loginHref}>
          Log in
        </SwitchLink>
      }
    >
      <AuthFormBody onSubmit={form.onSubmit} isPending={isPending} formError={formError} submitLabel="Accept invitation">
        <NameRow isPending={isPending} field={form.field} />
        <NewPasswordField label="Password" isPending={isPending} field={form.field('password')} />
      </AuthFormBody>
    </AuthLayout>
  );
}
