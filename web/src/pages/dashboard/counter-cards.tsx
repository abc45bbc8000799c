/** The dashboards' counter cards (spec §2): a label and a large number, linked where the spec links it. */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';

import { useFollow } from '../../hooks/use-follow';

export interface Counter {
  label: string;
  value: number | undefined;
  href?: string;
}

export function CounterCards({ counters }: { counters: Counter[] }) {
  const onFollow = useFollow();
  return (
    <Container>
      <KeyValuePairs
        columns={counters.length}
        items={counters.map(({ label, value, href }) => {
          const shown = value === undefined ? '–' : String(value);
          return {
            label,
            value: href ? (
              <Link variant="awsui-value-large" href={href} onFollow={onFollow}>
                {shown}
              </Link>
            ) : (
              <Box variant="awsui-value-large">{shown}</Box>
            ),
          };
        })}
      />
    </Container>
  );
}
