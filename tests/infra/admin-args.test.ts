/** The command line of `npm run admin:create`: checked completely before anything touches AWS. */
import { defaultName, parseAdminArgs } from '#infra/scripts/admin-args';

describe('parseAdminArgs', () => {
  it('reads a stack target, with a default name, and lower-cases the email', () => {
    const args = parseAdminArgs([
      '--hostel',
      'River Side',
      '--email',
      'Warden@River.example',
      '--stack',
      'HostelClean-river',
    ]);

    expect(args).toEqual({
      hostel: 'River Side',
      email: 'warden@river.example',
      name: defaultName,
      language: 'en',
      target: { stack: 'HostelClean-river' },
    });
  });

  it('reads a direct target, keeping only the origin of the site URL', () => {
    const args = parseAdminArgs([
      '--hostel=River Side',
      '--email=warden@river.example',
      '--name=Asha Warden',
      '--table=HostelClean-river-DataTable-1X2Y',
      '--site-url=https://clean.river.example/login',
      '--from=no-reply@river.example',
      '--language=ja',
    ]);

    expect(args).toEqual({
      hostel: 'River Side',
      email: 'warden@river.example',
      name: 'Asha Warden',
      language: 'ja',
      target: {
        table: 'HostelClean-river-DataTable-1X2Y',
        siteUrl: 'https://clean.river.example',
        from: 'no-reply@river.example',
      },
    });
  });

  const valid = ['--hostel', 'River Side', '--email', 'warden@river.example'];
  it.each(['de', 'en', 'es', 'fr', 'ja', 'zh', 'DE'])('takes --language %s', (language) => {
    const args = parseAdminArgs([...valid, '--stack', 's', '--language', language]);

    expect(args.language).toBe(language.toLowerCase());
  });

  it.each([
    [['--email', 'warden@river.example', '--stack', 's'], '--hostel is required'],
    [['--hostel', 'River Side', '--stack', 's'], '--email is required'],
    [[...valid, '--email', 'not-an-email', '--stack', 's'], '--email is required'],
    [[...valid, '--name', 'Al', '--stack', 's'], '--name must be 3 to 50 characters'],
    [valid, 'Give either --stack, or all of --table, --site-url and --from'],
    [[...valid, '--stack', 's', '--table', 't'], 'Give either --stack'],
    [[...valid, '--table', 't', '--site-url', 'https://x.example'], 'Give either --stack'],
    [
      [...valid, '--table', 't', '--site-url', 'http://x.example', '--from', 'a@x.example'],
      '--site-url must be an https:// URL',
    ],
    [
      [...valid, '--table', 't', '--site-url', 'https://x.example', '--from', 'x'],
      '--from must be an email address',
    ],
    [[...valid, '--stack', 's', '--region', 'eu-west-1'], "Unknown option '--region'"],
    [
      [...valid, '--stack', 's', '--language', 'pt'],
      "--language must be one of de, en, es, fr, ja, zh; got 'pt'",
    ],
    [[...valid, '--stack', 's', '--language', ''], '--language must be one of de, en, es, fr, ja, zh'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(message);
  });
});
