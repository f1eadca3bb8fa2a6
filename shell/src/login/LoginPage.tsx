import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Heading, Tabs } from '@portal/shared-ui';
import { LoginForm, type OtpChallenge } from './LoginForm';
import { OtpForm } from './OtpForm';
import { RegisterForm } from './RegisterForm';

/** /login: login and registration tabs, then the code step for a second-factor account. */
export function LoginPage() {
  const intl = useIntl();
  const [tab, setTab] = useState('login');
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);

  if (challenge) {
    return (
      <>
        <Heading as="h1" size="lg" mb="4">
          {intl.formatMessage({ id: 'shell.otp.title' })}
        </Heading>
        <OtpForm challenge={challenge} onBack={() => setChallenge(null)} />
      </>
    );
  }

  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" fitted lazyMount>
      <Tabs.List mb="4">
        <Tabs.Trigger value="login">{intl.formatMessage({ id: 'shell.login.tab.login' })}</Tabs.Trigger>
        <Tabs.Trigger value="register">{intl.formatMessage({ id: 'shell.login.tab.register' })}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login">
        <LoginForm onOtpRequired={setChallenge} />
      </Tabs.Content>
      <Tabs.Content value="register">
        <RegisterForm />
      </Tabs.Content>
    </Tabs.Root>
  );
}
