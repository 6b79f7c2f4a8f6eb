import { styled } from '@/theme/stitches.config';
import { Html } from '@/components/ui/Html';
import type { SiteMaterialBlock } from '@/flows/data/content-types';

const Section = styled('section', { margin: '0 0 $6' });
const Heading = styled('h2', { fontSize: '$5', margin: '0 0 $3' });

export function MaterialBlocks({ blocks }: { blocks: readonly SiteMaterialBlock[] }) {
  return (
    <>
      {blocks.map((block) => (
        <Section key={block.Key} id={block.Key} aria-labelledby={block.Title ? `${block.Key}-title` : undefined}>
          {block.Title ? <Heading id={`${block.Key}-title`}>{block.Title}</Heading> : null}
          <Html html={block.Content} />
        </Section>
      ))}
    </>
  );
}
