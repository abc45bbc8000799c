/** The deployment's context parameters: what an operator may pass, and the message for what they may not. */
import { deployEnvironment, edgeStackNameOf, readContext, stackNameOf } from '#infra/lib/context';

const reader = (values: Record<string, unknown>) => (key: string) => values[key];
const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-1111-2222-3333-444455556666';

describe('readContext', () => {
  it('reads the required parameters, with demo and waf off and no domain by default', () => {
    const config = readContext(reader({ hostel: 'riverside', senderEmail: 'no-reply@riverside.example' }));

    expect(config).toEqual({
      hostel: 'riverside',
      senderEmail: 'no-reply@riverside.example',
      demo: false,
      waf: false,
    });
    expect(stackNameOf(config.hostel)).toBe('HostelClean-riverside');
    expect(edgeStackNameOf(config.hostel)).toBe('HostelClean-riverside-Edge');
  });

  it('reads waf as a flag and the alarm address', () => {
    const base = { hostel: 'riverside', senderEmail: 'no-reply@riverside.example' };

    expect(readContext(reader({ ...base, waf: 'true', alarmEmail: 'warden@riverside.example' }))).toEqual({
      ...base,
      demo: false,
      waf: true,
      alarmEmail: 'warden@riverside.example',
    });
    expect(readContext(reader({ ...base, waf: false })).waf).toBe(false);
  });

  it('reads the optional domain and the demo flag as cdk.json booleans or command-line strings', () => {
    const base = { hostel: 'riverside', senderEmail: 'no-reply@riverside.example' };

    const fromCommandLine = readContext(
      reader({ ...base, demo: 'true', domainName: 'clean.riverside.example', certificateArn }),
    );
    const fromCdkJson = readContext(reader({ ...base, demo: true }));

    expect(fromCommandLine).toEqual({
      ...base,
      demo: true,
      waf: false,
      domain: { name: 'clean.riverside.example', certificateArn },
    });
    expect(fromCdkJson.demo).toBe(true);
  });

  it.each([
    [{}, 'Context "hostel" is required'],
    [{ hostel: 'river side' }, 'Context "hostel" must start with a letter'],
    [{ hostel: 'riverside' }, 'Context "senderEmail" must be a plain email address'],
    [{ hostel: 'riverside', senderEmail: 'Hostel <no-reply@x.example>' }, 'Context "senderEmail" must be'],
    [
      { hostel: 'riverside', senderEmail: 'a@x.example', domainName: 'clean.x.example' },
      'Context "domainName" and "certificateArn" go together',
    ],
    [
      {
        hostel: 'riverside',
        senderEmail: 'a@x.example',
        domainName: 'clean.x.example',
        certificateArn: certificateArn.replace('us-east-1', 'eu-west-1'),
      },
      'Context "certificateArn" must be an ACM certificate in us-east-1',
    ],
    [
      { hostel: 'riverside', senderEmail: 'a@x.example', demo: 'yes' },
      'Context "demo" must be true or false',
    ],
    [{ hostel: 'riverside', senderEmail: 'a@x.example', waf: 'on' }, 'Context "waf" must be true or false'],
    [
      { hostel: 'riverside', senderEmail: 'a@x.example', alarmEmail: 'warden' },
      'Context "alarmEmail" must be a plain email address',
    ],
  ])('refuses %j with a message that says what to fix', (values, message) => {
    expect(() => readContext(reader(values))).toThrow(message);
  });
});

describe('deployEnvironment', () => {
  const config = readContext(reader({ hostel: 'riverside', senderEmail: 'a@x.example' }));
  const withWaf = { ...config, waf: true };

  it('leaves the single stack environment-agnostic without waf, whatever the CLI resolved', () => {
    expect(deployEnvironment(config, { CDK_DEFAULT_REGION: 'eu-west-1', CDK_DEFAULT_ACCOUNT: '1' })).toBe(
      undefined,
    );
  });

  it('takes the region (and the account when known) the CDK CLI resolved, with waf', () => {
    expect(
      deployEnvironment(withWaf, { CDK_DEFAULT_REGION: 'eu-west-1', CDK_DEFAULT_ACCOUNT: '123456789012' }),
    ).toEqual({ account: '123456789012', region: 'eu-west-1' });
    expect(deployEnvironment(withWaf, { CDK_DEFAULT_REGION: 'eu-west-1' })).toEqual({ region: 'eu-west-1' });
  });

  it('refuses waf without a region, saying how to give one', () => {
    expect(() => deployEnvironment(withWaf, {})).toThrow('Context "waf=true" needs the region to deploy to');
  });
});
