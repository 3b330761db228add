/**
 * "Plac zabaw": the panel with no script. Every prop is a control in the units people
 * think in (Controls tab), the host callbacks are listed in the Actions tab, the
 * "Serwer" toolbar decides what the endpoint answers and the viewport toolbar has
 * phone and tablet widths, so any state of the panel can be reached by hand.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AttachmentUploadPanel } from '../src'
import { type PlaygroundArgs, playgroundArgTypes, playgroundDefaults, toPanelProps } from './support/playgroundArgs'

const meta = {
  title: 'Panel załączników/Plac zabaw',
  // ASCII, so story ids, links and baseline file names stay plain
  id: 'panel-zalacznikow-plac-zabaw',
  args: playgroundDefaults,
  argTypes: playgroundArgTypes,
  render: (args) => <AttachmentUploadPanel {...toPanelProps(args)} />,
} satisfies Meta<PlaygroundArgs>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  name: 'Plac zabaw',
}
